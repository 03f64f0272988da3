import { describe, expect, it } from 'vitest'
import { businessInstant } from '#core/business-time.ts'
import { DEFAULT_OFFICE_WEEK } from './office-hours.ts'
import {
  DEFAULT_SHOWING_SETTINGS,
  SLOT_REASONS,
  nearestFree,
  planSlot,
  slotTakenMessage,
  slotsOfDay,
  type HeldPlace,
  type ShowingHours,
} from './showings.ts'

// Omaha's clocks (America/Chicago): 2026-03-04 is a Wednesday; daylight saving time starts on Sunday 2026-03-08
// (02:00 becomes 03:00) and ends on Sunday 2026-11-01.

const EVERY_DAY: ShowingHours = { week: Array.from({ length: 7 }, () => ({ open: '08:00', close: '18:00' })), daysOff: [] }
const base = {
  propertyId: 'p1',
  agentKey: 'a1',
  settings: DEFAULT_SHOWING_SETTINGS,
  hours: EVERY_DAY,
  held: [] as HeldPlace[],
  now: businessInstant('2026-03-01', '09:00'),
}
const reasons = (q: Partial<typeof base> & { date: string }) => slotsOfDay({ ...base, ...q }).map((s) => (s.free ? 'free' : s.reason))

describe('showing slots', () => {
  it('offers all five slots of an open day', () => {
    expect(reasons({ date: '2026-03-04' })).toEqual(['free', 'free', 'free', 'free', 'free'])
  })

  it('names a day off, by the week and by a single date', () => {
    const hours = { week: DEFAULT_OFFICE_WEEK, daysOff: ['2026-03-05'] }
    expect(reasons({ date: '2026-03-07', hours })).toEqual(Array(5).fill(SLOT_REASONS.dayOff))
    expect(reasons({ date: '2026-03-05', hours })).toEqual(Array(5).fill(SLOT_REASONS.dayOff))
  })

  it('starts when the agent starts, and refuses windows outside their hours', () => {
    const hours = { week: DEFAULT_OFFICE_WEEK, daysOff: [] }
    // 9 to 5: the 8-10 window starts at 9:00; a 30-minute showing at 4 PM ends 4:30, inside; none fits 5-6 alone.
    expect(reasons({ date: '2026-03-04', hours })).toEqual(['free', 'free', 'free', 'free', 'free'])
    const plan = planSlot({ ...base, hours, date: '2026-03-04', slot: '8-10 AM' })
    expect('plan' in plan && plan.plan.startsAt.toISOString()).toBe('2026-03-04T15:00:00.000Z')
    const short = { week: DEFAULT_OFFICE_WEEK.map((d) => d && { open: '10:30', close: '15:00' }), daysOff: [] }
    expect(reasons({ date: '2026-03-04', hours: short })).toEqual([SLOT_REASONS.agent, 'free', 'free', 'free', SLOT_REASONS.agent])
  })

  it('refuses slots inside the minimum notice', () => {
    const now = businessInstant('2026-03-04', '09:30')
    expect(reasons({ date: '2026-03-04', now })).toEqual([SLOT_REASONS.soon, SLOT_REASONS.soon, 'free', 'free', 'free'])
  })

  it('counts parties per slot and keeps the agent to one listing at a time', () => {
    const held: HeldPlace[] = [{ agentKey: 'a1', date: '2026-03-04', slot: '10-12 PM', seat: 1, propertyId: 'p1' }]
    expect(reasons({ date: '2026-03-04', held })[1]).toBe(SLOT_REASONS.booked)
    const two = { ...DEFAULT_SHOWING_SETTINGS, partiesPerSlot: 2 }
    const plan = planSlot({ ...base, settings: two, held, date: '2026-03-04', slot: '10-12 PM' })
    expect('plan' in plan && plan.plan.seat).toBe(2)
    // The same agent showing another listing then.
    expect(reasons({ date: '2026-03-04', held, propertyId: 'p2' })[1]).toBe(SLOT_REASONS.agent)
    // Another agent's showings do not count.
    expect(reasons({ date: '2026-03-04', held, agentKey: 'a2' })[1]).toBe('free')
  })

  it('holds the next window too when length and buffer run past its start', () => {
    const long = { ...DEFAULT_SHOWING_SETTINGS, lengthMinutes: 120, bufferMinutes: 15 }
    const plan = planSlot({ ...base, settings: long, date: '2026-03-04', slot: '8-10 AM' })
    expect('plan' in plan && plan.plan.windows).toEqual(['8-10 AM', '10-12 PM'])
    const held: HeldPlace[] = [{ agentKey: 'a1', date: '2026-03-04', slot: '10-12 PM', seat: 1, propertyId: 'p2' }]
    expect(reasons({ date: '2026-03-04', settings: long, held })[0]).toBe(SLOT_REASONS.agent)
    // A showing that fits its window with its buffer holds only that window.
    expect(reasons({ date: '2026-03-04', held })[0]).toBe('free')
  })

  it('places a slot by Omaha clocks across the daylight-saving change', () => {
    const before = planSlot({ ...base, date: '2026-03-07', slot: '2-4 PM' })
    const after = planSlot({ ...base, date: '2026-03-08', slot: '2-4 PM' })
    // 2 PM is 20:00 UTC in standard time (UTC-6) and 19:00 UTC in daylight time (UTC-5).
    expect('plan' in before && before.plan.startsAt.toISOString()).toBe('2026-03-07T20:00:00.000Z')
    expect('plan' in after && after.plan.startsAt.toISOString()).toBe('2026-03-08T19:00:00.000Z')
    expect('plan' in after && after.plan.endsAt.toISOString()).toBe('2026-03-08T19:30:00.000Z')
    // Minimum notice counted over the changed night: 2 hours before 8 AM on the 8th is 6 AM daylight time.
    const now = businessInstant('2026-03-08', '06:01')
    expect(reasons({ date: '2026-03-08', now })[0]).toBe(SLOT_REASONS.soon)
    expect(reasons({ date: '2026-03-08', now: businessInstant('2026-03-08', '05:59') })[0]).toBe('free')
    // In the fall the day has 25 hours; the slots stay at the same clock times.
    const fall = planSlot({ ...base, date: '2026-11-01', slot: '8-10 AM' })
    expect('plan' in fall && fall.plan.startsAt.toISOString()).toBe('2026-11-01T14:00:00.000Z')
  })

  it('names the nearest free slots when one is taken', () => {
    const days = [
      { date: '2026-03-04', slots: slotsOfDay({ ...base, date: '2026-03-04', held: [] }) },
      { date: '2026-03-05', slots: slotsOfDay({ ...base, date: '2026-03-05' }) },
    ]
    days[0].slots = days[0].slots.map((s) => (s.slot === '4-6 PM' ? s : { slot: s.slot, free: false, reason: SLOT_REASONS.booked }))
    const nearest = nearestFree(days, '2026-03-04')
    expect(nearest).toEqual([
      { date: '2026-03-04', slot: '4-6 PM' },
      { date: '2026-03-05', slot: '8-10 AM' },
      { date: '2026-03-05', slot: '10-12 PM' },
    ])
    expect(slotTakenMessage(nearest)).toBe(
      'That time is no longer available. The nearest free times are: Wed, Mar 4, 4-6 PM; Thu, Mar 5, 8-10 AM; Thu, Mar 5, 10-12 PM.',
    )
  })
})
