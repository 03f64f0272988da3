import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_BUSINESS_TIME_ZONE, businessInstant, setBusinessTimeZone } from '#core/business-time.ts'
import { DEFAULT_OFFICE_WEEK, formatOfficeMinutes, officeLimitWords, officeMinutesBetween, type OfficeWeek } from './office-hours.ts'

// Office minutes in Omaha's clocks (America/Chicago): 2026-03-06 is a Friday, daylight saving time starts on Sunday
// 2026-03-08 and ends on Sunday 2026-11-01.

const at = (date: string, time: string) => businessInstant(date, time)
const between = (a: Date, b: Date, week: OfficeWeek = DEFAULT_OFFICE_WEEK) => officeMinutesBetween(a, b, week)

describe('office minutes', () => {
  afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE))

  it('counts only the open hours of a day', () => {
    expect(between(at('2026-03-04', '08:00'), at('2026-03-04', '10:30'))).toBe(90)
    expect(between(at('2026-03-04', '16:00'), at('2026-03-04', '23:00'))).toBe(60)
    expect(between(at('2026-03-04', '18:00'), at('2026-03-05', '08:59'))).toBe(0)
    expect(between(at('2026-03-04', '12:00'), at('2026-03-04', '11:00'))).toBe(0)
  })

  it('skips the weekend: Friday 4:30 PM to Monday 9:30 AM is an office hour', () => {
    expect(between(at('2026-02-27', '16:30'), at('2026-03-02', '09:30'))).toBe(60)
    expect(between(at('2026-02-28', '10:00'), at('2026-03-01', '15:00'))).toBe(0)
  })

  it('skips a closed weekday and keeps a short day', () => {
    const week: OfficeWeek = [null, null, { open: '09:00', close: '17:00' }, { open: '10:00', close: '12:00' }, null, null, null]
    // Monday closed; Tuesday 8 hours; Wednesday 2 hours.
    expect(between(at('2026-03-02', '00:00'), at('2026-03-05', '00:00'), week)).toBe(8 * 60 + 120)
  })

  it('places the hours by the office’s clocks across the start of daylight saving time', () => {
    // Friday 4 PM (CST, UTC-6) to Monday 10 AM (CDT, UTC-5): an hour on each side, though 65 hours passed, not 66.
    const friday = at('2026-03-06', '16:00')
    const monday = at('2026-03-09', '10:00')
    expect(friday.toISOString()).toBe('2026-03-06T22:00:00.000Z')
    expect(monday.toISOString()).toBe('2026-03-09T15:00:00.000Z')
    expect(between(friday, monday)).toBe(120)
    // A day open round the clock on the Sunday of the change is 23 hours long; the Sunday it ends, 25.
    const always: OfficeWeek = Array.from({ length: 7 }, () => ({ open: '00:00', close: '24:00' }))
    expect(between(at('2026-03-08', '00:00'), at('2026-03-09', '00:00'), always)).toBe(23 * 60)
    expect(between(at('2026-11-01', '00:00'), at('2026-11-02', '00:00'), always)).toBe(25 * 60)
  })

  it('counts a long wait by whole weeks the same as day by day', () => {
    // Ten weeks from a Wednesday noon, across the start of daylight saving time: 50 days of 8 hours.
    expect(between(at('2026-02-04', '12:00'), at('2026-04-15', '12:00'))).toBe(50 * 8 * 60)
    // A year of a closed office is no time at all.
    expect(between(at('2025-01-01', '12:00'), at('2026-01-01', '12:00'), Array(7).fill(null))).toBe(0)
  })

  it('follows the business’s zone', () => {
    setBusinessTimeZone('Europe/Berlin')
    // 9:00 in Berlin is 8:00 UTC in winter.
    expect(between(new Date('2026-03-04T07:00:00Z'), new Date('2026-03-04T09:00:00Z'))).toBe(60)
  })

  it('says office time in words', () => {
    expect(formatOfficeMinutes(45)).toBe('45 min')
    expect(formatOfficeMinutes(120)).toBe('2 h')
    expect(formatOfficeMinutes(200)).toBe('3 h 20 min')
    expect(officeLimitWords(240)).toBe('4 office hours')
    expect(officeLimitWords(60)).toBe('1 office hour')
    expect(officeLimitWords(90)).toBe('90 office minutes')
  })
})
