import { describe, expect, it } from 'vitest'
import { omahaInstant, omahaLocalTime } from './listing-schedule.ts'

describe("Omaha's clock for scheduled changes", () => {
  it('reads a time written in Omaha as the instant its clocks show it, winter and summer', () => {
    expect(omahaInstant('2026-12-01T09:00').toISOString()).toBe('2026-12-01T15:00:00.000Z')
    expect(omahaInstant('2026-07-01T09:00').toISOString()).toBe('2026-07-01T14:00:00.000Z')
    expect(omahaLocalTime(new Date('2026-07-01T14:00:00Z'))).toBe('2026-07-01T09:00')
  })

  it('keeps the days daylight saving time starts and ends', () => {
    expect(omahaInstant('2026-03-08T03:00').toISOString()).toBe('2026-03-08T08:00:00.000Z')
    expect(omahaInstant('2026-11-01T09:00').toISOString()).toBe('2026-11-01T15:00:00.000Z')
    expect(omahaLocalTime(new Date('2026-11-01T05:30:00Z'))).toBe('2026-11-01T00:30')
  })
})
