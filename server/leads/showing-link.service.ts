import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { SHOWING_STATUS_LABELS, changeable, type ShowingMove, type ShowingStatus, type ShowingView } from '#core/leads/showing-link.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { enqueueMail, withMail } from '#server/mail/outbox.ts'
import { storedLang } from '#server/mail/mail-words.ts'
import { staffShowingMail, showingWhen, visitorShowingMail, type ShowingFacts, type VisitorNews } from './showing-mail.ts'
import { PRIVATE_TOKEN, newPrivateToken } from './private-link.ts'
import { createShowingRepository } from './showings.repository.ts'
import { holdSlot, retryBooking } from './showings.service.ts'

// A showing after its booking (docs/decisions/0137-showing-private-link.md): its mails to the visitor, and what the
// visitor's private link may do: cancel it (its places are freed at once) or move it to another free slot, booked as
// the tour form books (the same rules, the same unique index, the same retries). The agent (office in copy) is told.

export interface ShowingMailSettings {
  publicUrl: string
  officeEmail: string
}

/** A showing's row as it is stored, with its visitor, as the mails and the page tell it. */
export async function showingFacts(
  trx: Kysely<Database>,
  by: { id: string } | { token: string },
  officeEmail: string,
): Promise<ShowingFacts | undefined> {
  const showings = createShowingRepository(trx)
  const row = await showings.withVisitor(by, trx)
  if (!row) return undefined
  const listing = await createListingRepository(trx).findForStaff(row.property_id, trx)
  if (!listing) return undefined
  let token = row.manage_token
  if (!token) await showings.setToken(row.id, (token = newPrivateToken()), trx)
  const card = row.agent_id ? await showings.agentCard(row.agent_id, trx) : undefined
  const agent = card ?? (listing.agent.name ? listing.agent : { name: COMPANY_NAME, phone: '', email: officeEmail })
  return {
    id: row.id,
    token,
    sequence: row.sequence,
    status: row.status as ShowingStatus,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    visitor: {
      name: row.visitor_name ?? '',
      email: row.visitor_email ?? '',
      phone: row.visitor_phone ?? '',
      lang: storedLang(row.visitor_locale),
    },
    listing,
    agent: { name: agent.name, phone: agent.phone, email: agent.email || officeEmail },
  }
}

/** Queues the visitor's mail about the showing (in the caller's transaction): what happened, with the invitation. */
export async function mailVisitor(trx: Kysely<Database>, showingId: string, news: VisitorNews, settings: ShowingMailSettings) {
  const facts = await showingFacts(trx, { id: showingId }, settings.officeEmail)
  if (facts)
    await enqueueMail(trx, { ...visitorShowingMail(news, facts, { publicUrl: settings.publicUrl, now: new Date() }), relatedId: facts.id })
  return facts
}

/** A refusal of the private page's request, answered with its status and words. */
export class ShowingLinkError extends Error {
  constructor(
    readonly statusCode: 403 | 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

const NOT_FOUND = 'This link is not valid. Please use the link in your mail from us.'
const TOO_LATE = 'This showing can no longer be changed. Please call your agent.'

export function createShowingLinks(db: Kysely<Database>, settings: ShowingMailSettings, now: () => Date = () => new Date()) {
  const read = async (token: string) => {
    const facts = PRIVATE_TOKEN.test(token) ? await showingFacts(db, { token }, settings.officeEmail) : undefined
    if (!facts) throw new ShowingLinkError(404, NOT_FOUND)
    return facts
  }
  const view = (s: ShowingFacts): ShowingView => ({
    status: s.status,
    statusLabel: SHOWING_STATUS_LABELS[s.status],
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    when: showingWhen(s),
    listing: { _id: s.listing._id, title: s.listing.title, address: `${s.listing.address}, ${s.listing.city}` },
    agent: { name: s.agent.name, phone: s.agent.phone },
    canChange: changeable(s, now()),
  })
  return {
    /** The listing of the showing with this token (for a refusal's nearest free times). */
    propertyOf: async (token: string) => (PRIVATE_TOKEN.test(token) ? (await read(token)).listing._id : undefined),

    /** The visitor's page; undefined for an unknown token. */
    async view(token: string): Promise<ShowingView | undefined> {
      return read(token).then(view, () => undefined)
    },

    /** Cancels the showing: its places are free at once; the visitor gets the calendar's CANCEL, the agent a mail. */
    async cancel(token: string): Promise<ShowingView> {
      const before = await read(token)
      if (!changeable(before, now())) throw new ShowingLinkError(409, TOO_LATE)
      const after = await withMail(db, async (trx) => {
        const showings = createShowingRepository(trx)
        await showings.freePlaces(before.id, trx)
        await showings.update(before.id, { status: 'cancelled' }, trx)
        const facts = (await mailVisitor(trx, before.id, 'cancelled', settings))!
        await enqueueMail(trx, { ...staffShowingMail('cancelled', facts, settings), relatedId: facts.id })
        return facts
      })
      return view(after)
    },

    /** Moves the showing to another free slot, booked as a tour request is; 409 with the nearest free ones when taken. */
    async move(request: ShowingMove): Promise<ShowingView> {
      const before = await read(request.token)
      if (!changeable(before, now())) throw new ShowingLinkError(409, TOO_LATE)
      const slot = { propertyId: before.listing._id, date: request.selectedDate, slot: request.selectedTime }
      const after = await retryBooking(() =>
        withMail(db, async (trx) => {
          const showings = createShowingRepository(trx)
          // Its own places go first, so a move within the same window is free to take them again.
          await showings.freePlaces(before.id, trx)
          await holdSlot(trx, { ...slot, showingId: before.id, now: now() }, (plan, context) =>
            showings.update(
              before.id,
              {
                slot_date: slot.date,
                slot_label: slot.slot,
                starts_at: plan.startsAt.toISOString(),
                ends_at: plan.endsAt.toISOString(),
                agent_id: context.agentId,
                status: context.settings.instant ? 'confirmed' : 'requested',
                // A new time gets its own reminders.
                reminded_day_at: null,
                reminded_soon_at: null,
              },
              trx,
            ),
          )
          const facts = (await mailVisitor(trx, before.id, 'moved', settings))!
          await enqueueMail(trx, { ...staffShowingMail('moved', facts, { ...settings, before }), relatedId: facts.id })
          return facts
        }),
      )
      return view(after)
    },
  }
}

export type ShowingLinks = ReturnType<typeof createShowingLinks>
