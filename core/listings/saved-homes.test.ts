import { describe, expect, it } from 'vitest'
import { changeList, changesSince, MAX_SAVED_HOMES, readSavedHomes, seenOf, withSaved, type Seen } from './saved-homes.ts'

const seen: Seen = { price: 250000, status: 'available', photos: 5, openHouse: null }

describe('what changed since a saved home was last seen', () => {
  it('says nothing when nothing changed', () => {
    expect(changesSince(seen, { ...seen })).toEqual([])
  })
  it('names a price drop and a rise with the amounts', () => {
    expect(changesSince(seen, { ...seen, price: 239900 })).toEqual(['Price dropped $10,100: $250,000 → $239,900'])
    expect(changesSince(seen, { ...seen, price: 255000 })).toEqual(['Price rose $5,000: $250,000 → $255,000'])
  })
  it('names a new status, new photos and a new open house, price first', () => {
    expect(changesSince(seen, { price: 240000, status: 'pending', photos: 7, openHouse: 'Open Sun, Mar 8, 1–3 PM' })).toEqual([
      'Price dropped $10,000: $250,000 → $240,000',
      'Now pending: an offer was accepted',
      '2 new photos',
      'Open house Sun, Mar 8, 1–3 PM',
    ])
    expect(changesSince(seen, { ...seen, photos: 6 })).toEqual(['1 new photo'])
    expect(changesSince(seen, { ...seen, photos: 3 })).toEqual([])
  })
  it('keeps a new open house’s times for the page to say it in its language; a home seen before still compares by its badge', () => {
    const at = { startsAt: '2026-03-08T18:00:00.000Z', endsAt: '2026-03-08T20:00:00.000Z' }
    const now = seenOf({ price: 250000, status: 'available', images: [1, 2, 3, 4, 5], openHouses: [{ _id: 'o1', ...at }] })
    expect(now).toEqual({ ...seen, openHouse: 'Open Sun, Mar 8, 1–3 PM', openHouseAt: at })
    expect(changeList(seen, now)).toEqual([{ kind: 'openHouse', when: 'Sun, Mar 8, 1–3 PM', at }])
    expect(changeList({ ...seen, openHouse: 'Open Sun, Mar 8, 1–3 PM' }, now)).toEqual([])
    expect(readSavedHomes([{ id: 'a'.repeat(24), title: 'Home', savedAt: '2026-11-26T10:00:00Z', seen: now }])[0]!.seen).toEqual(now)
  })
})

describe('the stored list', () => {
  const home = (n: number) => ({ id: n.toString(16).padStart(24, '0'), title: `Home ${n}`, savedAt: '2026-11-26T10:00:00Z', seen })
  it('keeps the newest first, once each, at most the limit', () => {
    let list = [home(1), home(2)]
    list = withSaved(list, home(2))
    expect(list.map((h) => h.title)).toEqual(['Home 2', 'Home 1'])
    for (let n = 3; n <= MAX_SAVED_HOMES + 5; n++) list = withSaved(list, home(n))
    expect(list).toHaveLength(MAX_SAVED_HOMES)
    expect(list[0]!.title).toBe(`Home ${MAX_SAVED_HOMES + 5}`)
  })
  it('leaves out what does not read', () => {
    expect(readSavedHomes('nonsense')).toEqual([])
    expect(readSavedHomes([home(1), { id: 'x' }, null])).toEqual([home(1)])
  })
})
