import { describe, expect, it } from 'vitest'
import { listingReadiness, publishRefusal, type ReadinessFields } from './listing-readiness.ts'
import { listingHealth } from './listing-health.ts'
import { ListingInputSchema, emptyListingForm } from './listing-form.ts'
import { NO_FACTS } from './listing-fact-rules.ts'

const photo = (alt: string) => ({ _id: 'a', url: '', alt, width: 1, height: 1, sources: [] })
const office = { name: 'Heartland Home Partners', phone: '', email: '' }
const form = emptyListingForm()
const sale: ReadinessFields = {
  images: ['Porch', 'Kitchen', 'Living room', 'Bedroom', 'Bath'].map(photo),
  price: 250_000,
  latitude: 41,
  longitude: -96,
  agentId: 'x',
  agent: { name: 'Riley', title: '', phone: '', email: '', photo: '' },
  type: 'sale',
  status: 'available',
  city: 'Omaha',
  exterior: { ...form.exterior, yearBuilt: 1995 },
  hoa: form.hoa,
  rentalFees: form.rentalFees,
  facts: { ...NO_FACTS, annualTaxes: 4100 },
}
const rental: ReadinessFields = {
  ...sale,
  type: 'rental',
  price: 1400,
  images: [photo('Front')],
  rentalFees: { deposit: 1400, petRent: null, utilities: null },
  facts: { ...NO_FACTS, pets: 'none', utilitiesIncluded: ['water'], availableOn: '2026-08-01', rentalRegistration: 'RR-1' },
}
const missing = (p: ReadinessFields) => listingReadiness(p, office).flatMap((i) => (i.done ? [] : [i.key]))

describe('the publishing checklist', () => {
  it('is complete for a sale with five described photos, its year, taxes and no HOA', () => {
    expect(publishRefusal(listingReadiness(sale, office))).toBeUndefined()
  })

  it('names each missing item, counting upload alt texts as missing', () => {
    const items = listingReadiness(
      {
        ...sale,
        images: [photo('Porch'), photo('Dundee Craftsman, photo 2'), photo(' ')],
        latitude: null,
        agentId: null,
        agent: { ...sale.agent, name: '' },
      },
      office,
    )
    expect(publishRefusal(items)).toBe(
      'This listing can’t be published yet. Still missing: at least five photos (3 so far); the address placed on the map (drag the pin, or save with a full address); an agent (or the office’s phone or e-mail in Footer Contact Information); a description (alt text) for photos 2 and 3.',
    )
    expect(missing({ ...sale, agentId: null, agent: { ...sale.agent, name: '' } })).toContain('agent')
    expect(
      listingReadiness({ ...sale, agentId: null, agent: { ...sale.agent, name: '' } }, { ...office, phone: '402' }).every((i) => i.done),
    ).toBe(true)
  })

  it('asks a sale for its year, taxes and HOA fee, and for the lead-paint status only when built before 1978', () => {
    const bare = {
      ...sale,
      exterior: { ...sale.exterior, yearBuilt: null },
      facts: NO_FACTS,
      hoa: { ...sale.hoa, hasHOA: true, fee: null },
    }
    expect(missing(bare)).toEqual(['yearBuilt', 'taxes', 'hoa'])
    const old = { ...sale, exterior: { ...sale.exterior, yearBuilt: 1977 } }
    expect(publishRefusal(listingReadiness(old, office))).toBe(
      'This listing can’t be published yet. Still missing: the lead-based paint status (built before 1978).',
    )
    expect(missing({ ...old, facts: { ...old.facts, leadPaint: 'no-known-lead' } })).toEqual([])
    expect(missing({ ...sale, exterior: { ...sale.exterior, yearBuilt: 1978 } })).toEqual([])
  })

  it('asks a rental for its deposit within the cap, pets, utilities, date and Omaha registration', () => {
    expect(missing(rental)).toEqual([])
    expect(missing({ ...rental, rentalFees: { ...rental.rentalFees, deposit: null }, facts: NO_FACTS })).toEqual([
      'deposit',
      'pets',
      'utilities',
      'availableOn',
      'registration',
    ])
    // Outside Omaha there is no city registration.
    expect(missing({ ...rental, city: 'Bellevue', facts: { ...rental.facts, rentalRegistration: '' } })).toEqual([])
    const over = listingReadiness({ ...rental, rentalFees: { ...rental.rentalFees, deposit: 1401 } }, office).find(
      (i) => i.key === 'deposit',
    )!
    expect(over.missing).toBe('a security deposit of at most one month’s rent ($1,400)')
    const dogs = { ...rental, facts: { ...rental.facts, pets: 'dogs' as const, petDeposit: null } }
    expect(missing(dogs)).toEqual(['petDeposit'])
    expect(missing({ ...dogs, facts: { ...dogs.facts, petDeposit: 350 } })).toEqual([])
    expect(
      listingReadiness({ ...dogs, facts: { ...dogs.facts, petDeposit: 351 } }, office).find((i) => i.key === 'petDeposit')!.missing,
    ).toBe('a pet deposit of at most a quarter of the rent ($350)')
  })

  it('asks an upcoming home for a complete MLS status instead of the sale facts', () => {
    const upcoming = { ...sale, status: 'upcoming' as const, images: [photo('Front')], facts: NO_FACTS }
    expect(missing(upcoming)).toEqual(['mls'])
    const mls = (m: Partial<typeof NO_FACTS.mls>) => missing({ ...upcoming, facts: { ...NO_FACTS, mls: { ...NO_FACTS.mls, ...m } } })
    expect(mls({ status: 'in-mls' })).toEqual(['mls'])
    expect(mls({ status: 'in-mls', number: '22123' })).toEqual([])
    expect(mls({ status: 'delayed-marketing' })).toEqual(['mls'])
    expect(mls({ status: 'delayed-marketing', exemptionSignedOn: '2026-05-02' })).toEqual([])
    expect(mls({ status: 'not-listed' })).toEqual([])
  })
})

describe('the listing form’s Nebraska deposit caps', () => {
  const body = (fees: object, facts: object) => ({
    ...form,
    title: 'Duplex',
    address: '1 Main St',
    zip: '68104',
    description: 'Nice.',
    type: 'rental',
    price: 1200,
    rentalFees: { deposit: null, petRent: null, utilities: null, ...fees },
    facts: { ...NO_FACTS, ...facts },
  })
  const problems = (b: object) => (ListingInputSchema.safeParse(b).error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

  it('refuses a deposit over one month’s rent and a pet deposit over a quarter of it, naming the cap', () => {
    expect(problems(body({ deposit: 1200 }, { pets: 'cats', petDeposit: 300 }))).toEqual([])
    expect(problems(body({ deposit: 1201 }, { pets: 'cats', petDeposit: 301 }))).toEqual([
      ['rentalFees.deposit', 'Security deposit can be at most one month’s rent in Nebraska ($1,200)'],
      ['facts.petDeposit', 'Pet deposit can be at most a quarter of a month’s rent in Nebraska ($300)'],
    ])
    // A sale has no deposit cap.
    expect(problems({ ...body({ deposit: 5000 }, {}), type: 'sale', status: 'available' })).toEqual([])
  })

  it('refuses “none included” with other utilities and a date that is no date', () => {
    expect(problems(body({}, { utilitiesIncluded: ['none', 'water'], availableOn: 'soon' })).map(([path]) => path)).toEqual([
      'facts.utilitiesIncluded',
      'facts.availableOn',
    ])
  })
})

describe('a listing’s health', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  const dated = { updatedAt: '2026-05-30T00:00:00Z', createdAt: '2026-05-01T00:00:00Z', publishedAt: '2026-05-01T00:00:00Z' }
  const recent = { priceChangedAt: null, lastInquiryAt: '2026-05-20T00:00:00Z' }

  it('is 100 for a complete listing that changed and was asked about lately', () => {
    expect(listingHealth({ ...sale, ...dated }, office, recent, now)).toEqual({ score: 100, reasons: [] })
  })

  it('loses points for each missing fact, few photos, placeholder alt text, a stale price and a quiet listing', () => {
    const h = listingHealth(
      { ...sale, ...dated, images: [photo('Porch'), photo('Ranch, photo 2')], facts: NO_FACTS, updatedAt: '2026-04-01T00:00:00Z' },
      office,
      { priceChangedAt: '2026-03-01T00:00:00Z', lastInquiryAt: '2026-03-15T00:00:00Z' },
      now,
    )
    expect(h.reasons).toEqual([
      { key: 'missing', text: 'Missing the annual property taxes' },
      { key: 'photos', text: 'Fewer than five photos (2)' },
      { key: 'alt', text: '1 photo has no real alt text' },
      { key: 'stalePrice', text: 'Price and listing unchanged for 61 days' },
      { key: 'noInquiry', text: 'No inquiry for 78 days' },
    ])
    expect(h.score).toBe(100 - 15 - 15 - 10 - 10 - 10)
  })

  it('does not hold dates against a sold home', () => {
    const sold = { ...sale, ...dated, status: 'sold' as const, updatedAt: '2025-01-01T00:00:00Z' }
    expect(listingHealth(sold, office, { priceChangedAt: null, lastInquiryAt: null }, now).reasons).toEqual([])
  })
})
