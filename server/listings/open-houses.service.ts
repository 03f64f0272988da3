import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { newId } from '#server/db/ids.ts'
import { OPEN_HOUSE_MESSAGES, openHouseInstants, type OpenHouseInput } from '#core/listings/open-house.ts'
import type { StaffActor } from '#core/staff/permissions.ts'
import { httpError, type ListingAdmin } from './listing-admin.service.ts'
import { createOpenHouseRepository } from './open-house.repository.ts'

// Staff schedule and remove a listing's open houses (docs/decisions/0112-open-houses.md): only on a listing they may
// change (an agent on their own), checked by the listing service like every other change of a listing.

export function createOpenHouses(db: Kysely<Database>, admin: ListingAdmin) {
  const repo = createOpenHouseRepository(db)
  return {
    /** Schedules an open house (the input already checked against the clock by its schema); answers its id. */
    async add(propertyId: string, input: OpenHouseInput, actor: StaffActor & { id: string }): Promise<string> {
      await admin.editable(propertyId, actor)
      const { startsAt, endsAt } = openHouseInstants(input)
      if (await repo.overlaps(propertyId, startsAt, endsAt))
        throw httpError(400, `Invalid field "startTime": ${OPEN_HOUSE_MESSAGES.overlaps}`)
      const id = newId()
      await repo.insert({ id, propertyId, startsAt, endsAt, createdBy: actor.id, createdAt: new Date().toISOString() })
      return id
    },

    async remove(propertyId: string, openHouseId: string, actor: StaffActor): Promise<void> {
      await admin.editable(propertyId, actor)
      if (!(await repo.remove(propertyId, openHouseId))) throw httpError(404, OPEN_HOUSE_MESSAGES.notFound)
    },
  }
}

export type OpenHouses = ReturnType<typeof createOpenHouses>
