import { describe, expect, it } from 'vitest'
import { AUTOCOMPLETE_BIAS_BOX, HOME_KINDS } from '#core/constants.ts'
import { ListingDetailsSchema, ListingSchema } from '#core/listings/listing.ts'
import { AgentSchema, PartnerSchema, TeamMemberSchema } from '#core/people/people.ts'
import { ContentSectionSchemas, type ContentSectionKey } from '#core/content/content.ts'
import { DOMAIN } from './demo-people.ts'
import { DEMO_PHOTO_POOL, demoAgents, demoContent, demoPartners, demoListings, demoTeam } from './demo-data.ts'
import { exteriorStyleOf } from './image-kinds.ts'

const combos = new Set(demoListings.map((p) => `${p.type}/${p.status}`))

describe('demo listings', () => {
  it('has at least 44 listings in every combination the spec uses, across many neighborhoods', () => {
    expect(demoListings.length).toBeGreaterThanOrEqual(44)
    for (const c of [
      'sale/available',
      'sale/pending',
      'sale/sold',
      'rental/available',
      'rental/rented',
      'sale/upcoming',
      'rental/upcoming',
    ])
      expect(combos).toContain(c)
    expect(demoListings.filter((p) => p.type === 'sale' && p.status === 'available').length).toBeGreaterThanOrEqual(12)
    expect(new Set(demoListings.map((p) => p.propertyType))).toEqual(new Set(HOME_KINDS))
    expect(new Set(demoListings.map((p) => p.location.neighborhood)).size).toBeGreaterThanOrEqual(12)
  })

  it('matches the API shape once the server adds ids, images and dates', () => {
    for (const { photos: _photos, listedDaysAgo: _days, ...p } of demoListings) {
      const full = { ...p, _id: 'x', images: [], thumbnail: '', createdAt: '', updatedAt: '' }
      expect(() => ListingSchema.parse(full), p.address).not.toThrow()
    }
  })

  it('sets an estimated price on upcoming listings only', () => {
    for (const p of demoListings) expect(p.estimatedPrice !== null, p.address).toBe(p.status === 'upcoming')
  })

  it('fills every detail section with plausible values', () => {
    for (const p of demoListings) {
      ListingDetailsSchema.parse(p)
      expect(p.exterior.yearBuilt).toBeGreaterThan(1900)
      for (const text of [p.exterior.lotSize, p.exterior.roofType, p.exterior.exteriorMaterial, p.exterior.landscaping])
        expect(text).not.toBe('')
      for (const text of [
        p.interior.flooring,
        p.interior.heating,
        p.interior.cooling,
        p.interior.basement,
        p.interior.laundry,
        p.interior.fireplace,
      ])
        expect(text).not.toBe('')
      expect(p.interior.appliances.length).toBeGreaterThan(0)
      expect(p.parking.type).not.toBe('')
      expect(p.parking.spaces).toBeGreaterThan(0)
      expect(p.building.stories).toBeGreaterThan(0)
      expect(p.building.utilities.length).toBeGreaterThan(0)
      expect(p.building.security.length).toBeGreaterThan(0)
      expect(p.location.schoolDistrict).not.toBe('')
      expect(['Douglas', 'Sarpy', 'Pottawattamie']).toContain(p.location.county)
      expect(p.location.walkScore).toBeGreaterThanOrEqual(0)
      expect(p.location.city).toBe(p.city)
      expect(p.features.length).toBeGreaterThanOrEqual(6)
      expect(p.features.length).toBeLessThanOrEqual(10)
      expect(p.description.split(/(?<=\.)\s+/).length).toBeGreaterThanOrEqual(2)
      expect(p.description).toMatch(/replaced|rebuilt|installed|refinished|tore out|upgraded|laid|finished|added|poured/)
      const condoLike = p.propertyType === 'condo' || p.propertyType === 'townhouse'
      expect(p.hoa.hasHOA).toBe(condoLike)
      if (condoLike) expect(p.hoa.fee).toBeGreaterThan(0)
      else expect(p.hoa.fee).toBeNull()
    }
  })

  it('prices homes like Omaha in 2025, with fractional baths allowed', () => {
    for (const p of demoListings) {
      if (p.type === 'sale') expect(p.price, p.address).toBeGreaterThanOrEqual(150_000)
      if (p.type === 'sale') expect(p.price, p.address).toBeLessThanOrEqual(950_000)
      if (p.type === 'rental') expect(p.price, p.address).toBeGreaterThanOrEqual(900)
      if (p.type === 'rental') expect(p.price, p.address).toBeLessThanOrEqual(3200)
      expect(p.bathrooms * 2).toBe(Math.round(p.bathrooms * 2))
    }
    expect(demoListings.some((p) => !Number.isInteger(p.bathrooms))).toBe(true)
  })

  it('has real-looking addresses: unique, 5-digit ZIP codes, NE or IA, coordinates inside the bias box', () => {
    const keys = demoListings.map((p) => `${p.address}, ${p.city}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const p of demoListings) {
      expect(p.address).toMatch(/^\d{2,5} [\w .]+/)
      expect(p.zip).toMatch(/^\d{5}$/)
      expect(p.state).toBe(p.zip.startsWith('5') ? 'IA' : 'NE')
      expect(p.latitude!).toBeGreaterThan(AUTOCOMPLETE_BIAS_BOX.minLat)
      expect(p.latitude!).toBeLessThan(AUTOCOMPLETE_BIAS_BOX.maxLat)
      expect(p.longitude!).toBeGreaterThan(AUTOCOMPLETE_BIAS_BOX.minLng)
      expect(p.longitude!).toBeLessThan(AUTOCOMPLETE_BIAS_BOX.maxLng)
    }
  })

  it('has 4 to 8 described photos, the first an exterior matching the kind of home, all from the shared pool', () => {
    for (const p of demoListings) {
      expect(p.photos.length).toBeGreaterThanOrEqual(4)
      expect(p.photos.length).toBeLessThanOrEqual(8)
      expect(p.photos[0].kind).toBe('exterior')
      expect(p.photos[0].alt).toBe(`Front exterior of ${p.address}, ${p.photos[0].alt.split(`${p.address}, `)[1]}`)
      const style = exteriorStyleOf(p.photos[0].seed)
      if (p.propertyType === 'condo' || p.propertyType === 'apartment') expect(style).toBe('condo-building')
      else if (p.propertyType === 'townhouse') expect(style).toBe('townhouse-row')
      else expect(['ranch', 'two-story', 'craftsman', 'split-level']).toContain(style)
      for (const photo of p.photos) {
        expect(photo.alt.length).toBeGreaterThan(20)
        expect(photo.seed).toBeLessThan(DEMO_PHOTO_POOL[photo.kind])
      }
    }
    const distinct = new Set(demoListings.flatMap((p) => p.photos.map((ph) => `${ph.kind}:${ph.seed}`)))
    expect(distinct.size).toBeLessThanOrEqual(40)
  })

  it('lists every home under an active demo agent', () => {
    const active = new Set(demoAgents.filter((a) => a.isActive).map((a) => a.email))
    for (const p of demoListings) expect(active).toContain(p.agent.email)
  })
})

describe('demo people and content', () => {
  it('has five agents, one inactive, with company emails and 555 phone numbers', () => {
    expect(demoAgents).toHaveLength(5)
    expect(demoAgents.filter((a) => !a.isActive)).toHaveLength(1)
    for (const { portraitSeed: _s, ...a } of demoAgents) {
      AgentSchema.parse({ ...a, _id: 'x', photo: '' })
      expect(a.email.endsWith(`@${DOMAIN}`)).toBe(true)
      expect(a.phone).toMatch(/^\(402\) 555-01\d\d$/)
    }
  })

  it('has a leadership team of four with 60-120 word HTML bios', () => {
    expect(demoTeam).toHaveLength(4)
    for (const { portraitSeed: _s, ...m } of demoTeam) {
      TeamMemberSchema.parse({ ...m, _id: 'x', photo: '' })
      const words = m.bio
        .replace(/<[^>]+>/g, ' ')
        .trim()
        .split(/\s+/).length
      expect(words, m.name).toBeGreaterThanOrEqual(60)
      expect(words, m.name).toBeLessThanOrEqual(120)
      expect(m.bio).toMatch(/^<p>/)
      expect(m.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\//)
      expect(m.specialties.length).toBeGreaterThan(0)
    }
  })

  it('has six partners with contact details', () => {
    expect(demoPartners).toHaveLength(6)
    for (const { logoSeed: _s, ...p } of demoPartners) {
      PartnerSchema.parse({ ...p, _id: 'x', logo: '' })
      expect(p.website).toMatch(/^https:\/\//)
      expect(p.description.length).toBeGreaterThan(30)
    }
  })

  it('stores content overrides that fit their section schemas when merged over the defaults', () => {
    const { propertiesBanner, rentalsBanner, ...sections } = demoContent
    expect(propertiesBanner).toBe('Renovated Homes for Sale Across the Omaha Metro')
    expect(rentalsBanner).toBeTruthy()
    for (const [key, value] of Object.entries(sections)) ContentSectionSchemas[key as ContentSectionKey].partial().parse(value)
    expect(sections.footer?.chrisEmail).toMatch(/@/)
    expect(Object.keys(sections.footer?.socialMedia ?? {})).toEqual(expect.arrayContaining(['facebook', 'instagram', 'linkedin']))
    expect(sections.contact?.googleMapsLink).toBe('')
    expect(sections.socialMediaSales?.facebook.url).toMatch(/^https:/)
    expect(sections.socialMediaRentals?.instagram.url).toMatch(/^https:/)
  })
})
