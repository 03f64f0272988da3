import { businessInstant } from '#core/business-time.ts'
import { TOUR_TIME_SLOTS } from '#core/constants.ts'
import type { OfficeWeek } from './office-hours.ts'

// Showings on real availability (docs/decisions/0127-showing-slots.md): the five time slots of docs/product.md stay the visitor's
// choice; each is a two-hour window in which the listing's agent shows the home. A showing starts at the window's
// start, or when the agent's hours begin if later, and keeps the agent busy for its length and the buffer after it;
// when that runs past the next window's start, it holds a place there too. Each window has as many places as the
// listing takes parties per slot, and the agent shows one listing at a time. Pure, without zod: the tour form loads it.

export type TourSlot = (typeof TOUR_TIME_SLOTS)[number]

/** Each slot label's window by the business's clocks (core/business-time.ts). */
export const SLOT_WINDOWS: Record<TourSlot, { start: string; end: string }> = {
  '8-10 AM': { start: '08:00', end: '10:00' },
  '10-12 PM': { start: '10:00', end: '12:00' },
  '12-2 PM': { start: '12:00', end: '14:00' },
  '2-4 PM': { start: '14:00', end: '16:00' },
  '4-6 PM': { start: '16:00', end: '18:00' },
}

/** Why a slot cannot be asked for, as the form shows it. */
export const SLOT_REASONS = {
  booked: 'Already booked',
  agent: 'Agent not available',
  soon: 'Too soon',
  dayOff: 'Day off',
} as const
export type SlotReason = (typeof SLOT_REASONS)[keyof typeof SLOT_REASONS]

/** A listing's showing settings; agentId null: the listing's own agent (or the office when it has none). */
export interface ShowingSettings {
  agentId: string | null
  /** true: a request is confirmed at once; false: staff approve it first. */
  instant: boolean
  lengthMinutes: number
  bufferMinutes: number
  noticeHours: number
  partiesPerSlot: number
}

export const DEFAULT_SHOWING_SETTINGS: ShowingSettings = {
  agentId: null,
  instant: false,
  lengthMinutes: 30,
  bufferMinutes: 15,
  noticeHours: 2,
  partiesPerSlot: 1,
}

/** The limits staff may set (the settings' schema and the portal's inputs). */
export const SHOWING_LIMITS = {
  lengthMinutes: { min: 10, max: 240 },
  bufferMinutes: { min: 0, max: 120 },
  noticeHours: { min: 0, max: 336 },
  partiesPerSlot: { min: 1, max: 20 },
} as const

/** An agent's showing hours: a week (Sunday first, null a day off) and single days off (YYYY-MM-DD). */
export interface ShowingHours {
  week: OfficeWeek
  daysOff: readonly string[]
}

/** One held place: the agent (or listing, when nobody shows it), the day, the window, the place's number. */
export interface HeldPlace {
  agentKey: string
  date: string
  slot: string
  seat: number
  propertyId: string
}

export type SlotAnswer = { slot: TourSlot; free: true } | { slot: TourSlot; free: false; reason: SlotReason }

/** What a booking of one slot takes: when it starts and ends, and the windows and place number it holds. */
export interface SlotPlan {
  startsAt: Date
  endsAt: Date
  seat: number
  windows: TourSlot[]
}

const MINUTE = 60_000
const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay()
const laterTime = (a: string, b: string) => (a > b ? a : b)

interface SlotQuestion {
  date: string
  slot: TourSlot
  propertyId: string
  agentKey: string
  settings: ShowingSettings
  hours: ShowingHours
  /** The agent's held places on that day (every listing they show). */
  held: readonly HeldPlace[]
  now: Date
}

/** Whether one slot can be booked, and what a booking takes; the reason when not. */
export function planSlot(q: SlotQuestion): { plan: SlotPlan } | { reason: SlotReason } {
  const day = q.hours.week[weekdayOf(q.date)]
  if (!day || q.hours.daysOff.includes(q.date)) return { reason: SLOT_REASONS.dayOff }
  const window = SLOT_WINDOWS[q.slot]
  const start = laterTime(window.start, day.open)
  const startsAt = businessInstant(q.date, start)
  const endsAt = new Date(startsAt.getTime() + q.settings.lengthMinutes * MINUTE)
  const windowEnd = businessInstant(q.date, window.end)
  const closes = day.close === '24:00' ? Infinity : businessInstant(q.date, day.close).getTime()
  if (startsAt.getTime() - q.now.getTime() < q.settings.noticeHours * 60 * MINUTE) return { reason: SLOT_REASONS.soon }
  if (start >= window.end || endsAt > windowEnd || endsAt.getTime() > closes) return { reason: SLOT_REASONS.agent }
  const busyUntil = endsAt.getTime() + q.settings.bufferMinutes * MINUTE
  const windows = (Object.keys(SLOT_WINDOWS) as TourSlot[]).filter(
    (label) =>
      label === q.slot ||
      (SLOT_WINDOWS[label].start > window.start && businessInstant(q.date, SLOT_WINDOWS[label].start).getTime() < busyUntil),
  )
  const held = q.held.filter((p) => p.agentKey === q.agentKey && p.date === q.date && (windows as string[]).includes(p.slot))
  if (held.some((p) => p.propertyId !== q.propertyId)) return { reason: SLOT_REASONS.agent }
  for (let seat = 1; seat <= q.settings.partiesPerSlot; seat++)
    if (!held.some((p) => p.seat === seat)) return { plan: { startsAt, endsAt, seat, windows } }
  return { reason: SLOT_REASONS.booked }
}

/** Every date from `from` to `to` (YYYY-MM-DD, both included). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = []
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= Date.parse(`${to}T12:00:00Z`); t += 86_400_000)
    dates.push(new Date(t).toISOString().slice(0, 10))
  return dates
}

/** Each of the five slots of `date`, free or with its reason. */
export function slotsOfDay(q: Omit<SlotQuestion, 'slot'>): SlotAnswer[] {
  return TOUR_TIME_SLOTS.map((slot) => {
    const answer = planSlot({ ...q, slot })
    return 'plan' in answer ? { slot, free: true as const } : { slot, free: false as const, reason: answer.reason }
  })
}

/** One day's answer of the availability API. */
export interface ShowingDay {
  date: string
  slots: SlotAnswer[]
}

/** The first `count` free slots after (or, failing that, nearest to) `date`: what a refused request offers instead. */
export function nearestFree(
  days: ReadonlyArray<{ date: string; slots: ReadonlyArray<{ slot: TourSlot; free: boolean }> }>,
  date: string,
  count = 3,
): Array<{ date: string; slot: TourSlot }> {
  const free = days.flatMap((d) => d.slots.filter((s) => s.free).map((s) => ({ date: d.date, slot: s.slot })))
  const after = free.filter((f) => f.date >= date)
  return (after.length ? after : free.reverse()).slice(0, count)
}

/** The 409's answer when no other slot is free (the site shows it in the page's language: app/ui/forms/known-messages.ts). */
export const NO_FREE_SLOT_MESSAGE =
  'That time is no longer available, and no other time is free in the next 90 days. Please call the office.'

/** The 409's plain message: the slot is gone, and the nearest free ones by name ("Thu, Nov 26, 8-10 AM; …"). */
export function slotTakenMessage(nearest: ReadonlyArray<{ date: string; slot: string }>): string {
  if (!nearest.length) return NO_FREE_SLOT_MESSAGE
  const named = nearest.map((n) => `${formatTourDate(n.date)}, ${n.slot}`)
  return `That time is no longer available. The nearest free times are: ${named.join('; ')}.`
}

/** "Thu, Nov 26": a tour date in a sentence (a calendar date, so read at noon UTC: no zone can move it). */
export const formatTourDate = (date: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
