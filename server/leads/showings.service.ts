import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { businessDate } from '#core/business-time.ts'
import { TOUR_TIME_SLOTS } from '#core/constants.ts'
import { officeWeekOf } from '#core/leads/response-timer.ts'
import { tourDateRange } from '#core/leads/tour-dates.ts'
import { ShowingHoursSchema, readShowingSettings, type ShowingSlots } from '#core/leads/showing-settings.ts'
import { readStored } from '#core/stored-json.ts'
import {
  datesBetween,
  nearestFree,
  planSlot,
  slotTakenMessage,
  slotsOfDay,
  type ShowingHours,
  type ShowingSettings,
  type SlotPlan,
  type SlotReason,
  type TourSlot,
} from '#core/leads/showings.ts'
import { newId } from '#server/db/ids.ts'
import { newPrivateToken } from './private-link.ts'
import { readResponseTimer } from './response-timer.service.ts'
import { createShowingRepository } from './showings.repository.ts'

// Showings on real availability (docs/decisions/0127-showing-slots.md): which of a listing's tour slots are free, and
// the booking a tour request makes in its lead's transaction. The places a booking holds are rows under a unique
// index (docs/decisions/0128-one-row-per-held-place.md): two requests for a slot's last place cannot both be stored.

/** A listing's showing rules as one booking or one answer reads them. */
export interface ShowingContext {
  propertyId: string
  /** The agent card who shows it; null: nobody named (the office). */
  agentId: string | null
  /** Whose time the places are: the agent, or the listing itself when nobody is named. */
  agentKey: string
  settings: ShowingSettings
  hours: ShowingHours
}

/** A tour request for a slot that is not (or no longer) free: answered 409 with the nearest free ones. */
export class SlotNotFreeError extends Error {
  readonly statusCode = 409
  constructor(readonly reason: SlotReason) {
    super(reason)
  }
}

/** The listing's showing rules, or undefined when there is no such listing. */
export async function showingContext(db: Kysely<Database>, propertyId: string): Promise<ShowingContext | undefined> {
  const showings = createShowingRepository(db)
  const row = await showings.listing(propertyId)
  if (!row) return undefined
  const settings = readShowingSettings(row.showing_settings)
  let agentId = settings.agentId ?? row.agent_id
  if (!agentId) agentId = (await showings.agentIdByEmail(agentEmailOf(row.details))) ?? null
  const agent = agentId ? await showings.agentHours(agentId) : undefined
  if (!agent) agentId = null
  const officeHours = async (): Promise<ShowingHours> => ({ week: officeWeekOf((await readResponseTimer(db)).days), daysOff: [] })
  const hours = agent?.showing_hours ? readStored(ShowingHoursSchema, agent.showing_hours, await officeHours()) : await officeHours()
  return { propertyId, agentId, agentKey: agentId ?? `listing:${propertyId}`, settings, hours }
}

const agentEmailOf = (details: string): string => {
  try {
    const email = (JSON.parse(details) as { agent?: { email?: unknown } }).agent?.email
    return typeof email === 'string' ? email : ''
  } catch {
    return ''
  }
}

/** Each date from `from` to `to` (within today … 90 days ahead, Omaha time) with its five slots, free or why not. */
export async function showingDays(
  db: Kysely<Database>,
  context: ShowingContext,
  range: { from?: string; to?: string },
  now: Date = new Date(),
): Promise<ShowingSlots> {
  const limits = tourDateRange(now)
  const from = range.from && range.from > limits.min ? range.from : limits.min
  const to = range.to && range.to < limits.max ? range.to : limits.max
  const held = from <= to ? await createShowingRepository(db).heldPlaces(context.agentKey, from, to) : []
  const days = datesBetween(from, to).map((date) => ({ date, slots: slotsOfDay({ ...context, date, held, now }) }))
  return { propertyId: context.propertyId, instant: context.settings.instant, days }
}

/** The 409's message: the slot asked for is gone; the nearest free ones by name. */
export async function slotNotFreeMessage(db: Kysely<Database>, propertyId: string, date: string, now = new Date()): Promise<string> {
  const context = await showingContext(db, propertyId)
  if (!context) return slotTakenMessage([])
  const { days } = await showingDays(db, context, {}, now)
  return slotTakenMessage(nearestFree(days, date < businessDate(now) ? businessDate(now) : date))
}

/** Throws SlotNotFreeError when the slot is not free now: a request for a taken slot is refused before any write. */
export async function checkSlotFree(db: Kysely<Database>, request: { propertyId: string; date: string; slot: string }): Promise<void> {
  const context = await showingContext(db, request.propertyId)
  if (!context || !(TOUR_TIME_SLOTS as readonly string[]).includes(request.slot)) throw new SlotNotFreeError('Agent not available')
  const held = await createShowingRepository(db).heldPlaces(context.agentKey, request.date, request.date)
  const answer = planSlot({ ...context, date: request.date, slot: request.slot as TourSlot, held, now: new Date() })
  if ('reason' in answer) throw new SlotNotFreeError(answer.reason)
}

/**
 * Books the slot in the caller's transaction (the lead's): reads the places held that day, picks the first free
 * place and inserts the showing with one row per place it holds. A slot taken since throws SlotNotFreeError; two
 * transactions that pick the same place meet at the unique index, and the caller retries the loser.
 */
export async function bookShowing(
  trx: Kysely<Database>,
  request: { propertyId: string; inquiryId: string; date: string; slot: string; now?: Date },
): Promise<{ id: string; status: 'requested' | 'confirmed'; startsAt: Date; endsAt: Date; agentId: string | null }> {
  const now = request.now ?? new Date()
  const id = newId()
  const held = await holdSlot(trx, { ...request, showingId: id, now }, (plan, context) =>
    createShowingRepository(trx).insert(
      {
        id,
        inquiry_id: request.inquiryId,
        property_id: request.propertyId,
        agent_id: context.agentId,
        slot_date: request.date,
        slot_label: request.slot,
        starts_at: plan.startsAt.toISOString(),
        ends_at: plan.endsAt.toISOString(),
        status: context.settings.instant ? 'confirmed' : 'requested',
        created_at: now.toISOString(),
        manage_token: newPrivateToken(),
        updated_at: null,
        reminded_day_at: null,
        reminded_soon_at: null,
      },
      trx,
    ),
  )
  return { id, status: held.context.settings.instant ? 'confirmed' : 'requested', ...held.plan, agentId: held.context.agentId }
}

/**
 * Plans the slot for a showing and holds its places in the caller's transaction: `store` writes the showing's own row
 * first (a new one, or the moved one), then one row per place. Throws SlotNotFreeError when the slot is not free.
 */
export async function holdSlot(
  trx: Kysely<Database>,
  request: { propertyId: string; showingId: string; date: string; slot: string; now: Date },
  store: (plan: SlotPlan, context: ShowingContext) => Promise<void>,
): Promise<{ plan: SlotPlan; context: ShowingContext }> {
  const context = await showingContext(trx, request.propertyId)
  if (!context || !(TOUR_TIME_SLOTS as readonly string[]).includes(request.slot)) throw new SlotNotFreeError('Agent not available')
  const showings = createShowingRepository(trx)
  const held = await showings.heldPlaces(context.agentKey, request.date, request.date, trx)
  const answer = planSlot({ ...context, date: request.date, slot: request.slot as TourSlot, held, now: request.now })
  if ('reason' in answer) throw new SlotNotFreeError(answer.reason)
  const { plan } = answer
  await store(plan, context)
  await showings.insertPlaces(
    request.showingId,
    plan.windows.map((slot) => ({
      agent_key: context.agentKey,
      slot_date: request.date,
      slot_label: slot,
      seat: plan.seat,
      property_id: request.propertyId,
    })),
    trx,
  )
  return { plan, context }
}

/**
 * Runs a booking (a tour request, a moved showing) again when it met another at the unique index, reading the places
 * anew each time (docs/decisions/0128-one-row-per-held-place.md); after BOOKING_TRIES it answers the slot is taken.
 */
export async function retryBooking<T>(book: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await book()
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      if (tries >= BOOKING_TRIES) throw new SlotNotFreeError('Already booked')
    }
  }
}

/** Whether `error` is a unique index refusing a row, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/** How often a request that met another at the unique index is tried again (each try reads the places anew). */
export const BOOKING_TRIES = 5
