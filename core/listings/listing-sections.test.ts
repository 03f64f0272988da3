import { describe, expect, it } from 'vitest'
import { listingDetailSections } from './listing-sections.ts'
import { detailBadge } from './detail-badge.ts'
import { NO_FACTS } from './listing-fact-rules.ts'

const full = {
  exterior: { yearBuilt: 1958, lotSize: '0.25 acres', roofType: 'Asphalt shingle', exteriorMaterial: 'Brick', landscaping: '' },
  interior: {
    flooring: 'Oak',
    heating: 'Forced air',
    cooling: 'Central air',
    basement: 'Finished',
    laundry: '',
    fireplace: 'None',
    appliances: ['Range', ' '],
  },
  parking: { type: 'Garage', spaces: 2, garageType: 'Attached', description: '' },
  location: { city: 'Omaha', neighborhood: 'Dundee', county: 'Douglas', schoolDistrict: 'Omaha Public Schools', walkScore: 72 },
  building: { stories: 1, totalUnits: null, petPolicy: '', accessibility: [], utilities: ['City water'], security: [] },
  hoa: { hasHOA: true, fee: 150, frequency: '', amenities: ['Snow removal'], restrictions: '' },
}

describe('property detail sections ("Complete details")', () => {
  it('lists every section in order and leaves out empty fields', () => {
    const sections = listingDetailSections(full)
    expect(sections.map((s) => s.key)).toEqual(['exterior', 'interior', 'parking', 'location', 'building', 'hoa'])
    const exterior = sections[0].rows.map((r) => r.label)
    expect(exterior).toEqual(['Year built', 'Lot size', 'Roof', 'Exterior material'])
    expect(sections[1].rows.find((r) => r.label === 'Appliances')?.value).toEqual(['Range'])
    expect(sections[1].rows.some((r) => r.label === 'Laundry')).toBe(false)
    expect(sections[3].rows.at(-1)).toEqual({ key: 'walkScore', label: 'Walk score', value: '72 / 100' })
    expect(sections[4].rows.map((r) => r.label)).toEqual(['Stories', 'Utilities'])
    expect(sections[5].rows[0]).toEqual({ key: 'fee', label: 'HOA fee', value: '$150 (Monthly)' })
  })

  it('leaves out a section with nothing in it, and HOA when there is none', () => {
    const sections = listingDetailSections({
      ...full,
      parking: { type: '', spaces: null, garageType: ' ', description: '' },
      hoa: { hasHOA: false, fee: 120, frequency: 'Monthly', amenities: ['Pool'], restrictions: '' },
    })
    expect(sections.map((s) => s.key)).toEqual(['exterior', 'interior', 'location', 'building'])
  })
})

describe('the facts a listing states, on its page', () => {
  const facts = {
    ...NO_FACTS,
    annualTaxes: 4120,
    leadPaint: 'disclosed-with-pamphlet' as const,
    pets: 'cats' as const,
    petDeposit: 250,
    utilitiesIncluded: ['water' as const, 'trash' as const],
    availableOn: '2026-08-01',
    rentalRegistration: 'RR-004512',
  }
  const terms = (type: 'sale' | 'rental') => listingDetailSections({ ...full, type, facts }).at(-1)!

  it('shows a sale’s taxes and lead-paint disclosure, and a rental’s terms', () => {
    expect(terms('sale')).toEqual({
      key: 'terms',
      title: 'Taxes and disclosures',
      rows: [
        { key: 'annualTaxes', label: 'Annual property taxes', value: '$4,120 a year' },
        { key: 'leadPaint', label: 'Lead-based paint', value: 'Lead disclosure and EPA pamphlet provided' },
      ],
    })
    expect(terms('rental').rows).toEqual([
      { key: 'availableOn', label: 'Available', value: 'August 1, 2026' },
      { key: 'pets', label: 'Pets', value: 'Cats allowed' },
      { key: 'petDeposit', label: 'Pet deposit', value: '$250' },
      { key: 'utilitiesIncluded', label: 'Utilities included', value: ['Water', 'Trash'] },
      { key: 'rentalRegistration', label: 'Rental registration', value: 'RR-004512' },
    ])
  })

  it('says its titles, labels and choices in the words it is given', () => {
    const said: string[] = []
    const words = {
      say: (key: string, english: string, vars?: Record<string, string>) => (
        said.push(key),
        `«${key}${vars ? ` ${Object.values(vars).join(' ')}` : ''}»`
      ),
      day: (day: string) => `day ${day}`,
    }
    const rental = listingDetailSections({ ...full, type: 'rental', facts }, words).at(-1)!
    expect(rental.title).toBe('«terms.rentalTitle»')
    expect(rental.rows.slice(0, 2)).toEqual([
      { key: 'availableOn', label: '«terms.availableOn»', value: 'day 2026-08-01' },
      { key: 'pets', label: '«terms.pets»', value: '«petOptions.cats»' },
    ])
    expect(said).toContain('exterior.yearBuilt')
    expect(said).toContain('hoa.feeEvery')
    expect(said).toContain('hoa.monthly')
  })

  it("says how often an HOA fee is paid in the page's words for the editor's choices, and as typed otherwise", () => {
    const words = {
      say: (key: string, english: string, vars?: Record<string, string>) => (vars ? `${vars.amount} (${vars.frequency})` : `«${key}»`),
      day: String,
    }
    const feeRow = (frequency: string) =>
      listingDetailSections({ ...full, hoa: { ...full.hoa, fee: 600, frequency } }, words)
        .find((s) => s.key === 'hoa')!
        .rows.find((r) => r.key === 'fee')!.value
    expect(feeRow('Quarterly')).toBe('$600 («hoa.quarterly»)')
    expect(feeRow('semi-annually')).toBe('$600 («hoa.semiAnnually»)')
    expect(feeRow('Annually')).toBe('$600 («hoa.annually»)')
    expect(feeRow('')).toBe('$600 («hoa.monthly»)')
    expect(feeRow('Every other month')).toBe('$600 (Every other month)')
    // In English the words are the editor's own.
    expect(
      listingDetailSections({ ...full, hoa: { ...full.hoa, fee: 600, frequency: 'Semi-annually' } }).find((s) => s.key === 'hoa')!.rows[0]
        .value,
    ).toBe('$600 (Semi-annually)')
  })
})

describe('detail page status badge', () => {
  it('shows For Sale or For Rent with a dot when available, and the status alone otherwise', () => {
    expect(detailBadge({ type: 'sale', status: 'available' })).toEqual({ label: 'For Sale', tone: 'green', dot: true })
    expect(detailBadge({ type: 'rental', status: 'available' })).toEqual({ label: 'For Rent', tone: 'blue', dot: true })
    expect(detailBadge({ type: 'sale', status: 'sold' })).toEqual({ label: 'Sold', tone: 'red', dot: false })
    expect(detailBadge({ type: 'sale', status: 'pending' })).toEqual({ label: 'Pending', tone: 'yellow', dot: false })
    expect(detailBadge({ type: 'rental', status: 'rented' }).dot).toBe(false)
  })
})
