import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { newId } from '#server/db/ids.ts'
import {
  OPEN_HOUSE_MESSAGES,
  OPEN_HOUSE_RECENT_DAYS,
  openHouseInstants,
  type OpenHouseInput,
  type OpenHouseSheet,
  type StaffOpenHouse,
} from '#core/listings/open-house.ts'
import { signInPath } from '#core/leads/open-house-sign-in-rules.ts'
import { VERIFY_PATH } from '#core/listings/listing-code.ts'
import { formatListingPrice } from '#core/format.ts'
import { createLeadRepository } from '#server/leads/lead.repository.ts'
import { qrCodeDataUrl } from '#server/media/qr-code.ts'
import { readBrokerage } from '#server/content/brokerage.ts'
import type { StaffActor } from '#core/staff/permissions.ts'
import { httpError, type ListingAdmin } from './listing-admin.service.ts'
import { createOpenHouseRepository } from './open-house.repository.ts'
import { recordListingChanges } from './listing-changes.ts'

// Staff schedule and remove a listing's open houses (docs/decisions/0112-open-houses.md): only on a listing they may
// change (an agent on their own), checked by the listing service like every other change of a listing. Every staff user
// reads a listing's open houses with their sign-in counts and prints an open house's sign-in sheet
// (docs/decisions/0115-open-house-sign-in.md).

export function createOpenHouses(db: Kysely<Database>, admin: ListingAdmin, { publicUrl, now }: { publicUrl: string; now: () => Date }) {
  const repo = createOpenHouseRepository(db)
  const signInUrl = (id: string) => `${publicUrl.replace(/\/$/, '')}${signInPath(id)}`

  /** The listing's open houses that have not ended or ended lately, each with its sign-ins. */
  async function withSignIns(propertyId: string): Promise<StaffOpenHouse[]> {
    await admin.get(propertyId)
    const since = new Date(now().getTime() - OPEN_HOUSE_RECENT_DAYS * 86_400_000).toISOString()
    const openHouses = await repo.endingAfter(propertyId, since)
    const counts = await createLeadRepository(db).signInCounts(openHouses.map((o) => o._id))
    return openHouses.map((o) => ({ ...o, signIns: counts.get(o._id) ?? 0, signInUrl: signInUrl(o._id) }))
  }

  return {
    withSignIns,

    /** One open house's printable sign-in sheet: the listing, the time, and the QR code of the sign-in page. */
    async sheet(propertyId: string, openHouseId: string): Promise<OpenHouseSheet> {
      const listing = await admin.get(propertyId)
      const openHouse = (await withSignIns(propertyId)).find((o) => o._id === openHouseId)
      if (!openHouse) throw httpError(404, OPEN_HOUSE_MESSAGES.notFound)
      return {
        ...openHouse,
        title: listing.title,
        address: `${listing.address}, ${listing.city}, ${listing.state} ${listing.zip}`.trim(),
        price: formatListingPrice(listing),
        photo: listing.images[0]?.url ?? listing.thumbnail,
        qrCode: await qrCodeDataUrl(openHouse.signInUrl),
        ...(await readBrokerage(db)),
        listingCode: listing.listingCode ?? '',
        verifyUrl: `${publicUrl.replace(/\/$/, '')}${VERIFY_PATH}`,
      }
    },

    /** Schedules an open house (the input already checked against the clock by its schema); answers its id. */
    async add(propertyId: string, input: OpenHouseInput, actor: StaffActor & { id: string }): Promise<string> {
      await admin.editable(propertyId, actor)
      const { startsAt, endsAt } = openHouseInstants(input)
      if (await repo.overlaps(propertyId, startsAt, endsAt))
        throw httpError(400, `Invalid field "startTime": ${OPEN_HOUSE_MESSAGES.overlaps}`)
      const id = newId()
      // A new open house is news to the saved searches and homes it belongs to (docs/decisions/0161-saved-searches-and-alerts.md).
      await db.transaction().execute(async (trx) => {
        await createOpenHouseRepository(trx).insert({
          id,
          propertyId,
          startsAt,
          endsAt,
          createdBy: actor.id,
          createdAt: new Date().toISOString(),
        })
        await recordListingChanges(trx, propertyId)
      })
      return id
    },

    async remove(propertyId: string, openHouseId: string, actor: StaffActor): Promise<void> {
      await admin.editable(propertyId, actor)
      if (!(await repo.remove(propertyId, openHouseId))) throw httpError(404, OPEN_HOUSE_MESSAGES.notFound)
    },
  }
}

export type OpenHouses = ReturnType<typeof createOpenHouses>
