import { describe, expect, it } from 'vitest'
import { placeOfResult } from './nominatim.ts'

// How a geocoder's answers become suggestions.
describe('placeOfResult', () => {
  const result = (addresstype: string, name: string, address: Record<string, string>) => ({
    lat: 41.26,
    lon: -95.99,
    name,
    addresstype,
    address: { 'ISO3166-2-lvl4': 'US-NE', ...address },
  })

  it('labels ZIP codes, cities and neighbourhoods like the offline suggestions', () => {
    expect(placeOfResult(result('postcode', '68132', { postcode: '68132', city: 'Omaha' }))).toEqual({
      name: '68132',
      kind: 'zip',
      label: '68132 · Omaha, NE',
      latitude: 41.26,
      longitude: -95.99,
    })
    expect(placeOfResult(result('town', 'Gretna', { town: 'Gretna' }))).toMatchObject({ kind: 'city', label: 'Gretna, NE' })
    expect(placeOfResult(result('suburb', 'Dundee', { city: 'Omaha' }))).toMatchObject({
      kind: 'neighborhood',
      label: 'Dundee · Omaha, NE',
    })
  })

  it('leaves out streets, buildings and malformed postcodes', () => {
    expect(placeOfResult(result('road', 'Dodge Street', { city: 'Omaha' }))).toBeUndefined()
    expect(placeOfResult(result('building', 'Joslyn Art Museum', { city: 'Omaha' }))).toBeUndefined()
    expect(placeOfResult(result('postcode', 'NE', {}))).toBeUndefined()
  })
})
