import { describe, expect, it } from 'vitest'
import { omahaInstant, omahaLocalTime } from './listing-schedule.ts'
import { listingReadiness, publishRefusal } from './listing-readiness.ts'

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

describe('the publishing checklist', () => {
  const photo = (alt: string) => ({ _id: 'a', url: '', alt, width: 1, height: 1, sources: [] })
  const office = { name: 'Heartland Home Partners', phone: '', email: '' }
  const base = {
    images: [photo('Porch')],
    price: 1,
    latitude: 41,
    longitude: -96,
    agentId: 'x',
    agent: { name: 'Riley', title: '', phone: '', email: '', photo: '' },
  }

  it('is complete for a described photo, a price, a map point and an agent', () => {
    expect(publishRefusal(listingReadiness(base, office))).toBeUndefined()
  })

  it('names each missing item, counting upload alt texts as missing', () => {
    const items = listingReadiness(
      {
        ...base,
        images: [photo('Porch'), photo('Dundee Craftsman, photo 2'), photo(' ')],
        latitude: null,
        agentId: null,
        agent: { ...base.agent, name: '' },
      },
      office,
    )
    expect(publishRefusal(items)).toBe(
      'This listing can’t be published yet. Still missing: the address placed on the map (drag the pin, or save with a full address); an agent (or the office’s phone or e-mail in Footer Contact Information); a description (alt text) for photos 2 and 3.',
    )
    expect(
      listingReadiness({ ...base, agentId: null, agent: { ...base.agent, name: '' } }, { ...office, phone: '402' }).every((i) => i.done),
    ).toBe(true)
  })
})
