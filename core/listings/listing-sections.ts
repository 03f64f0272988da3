import type { Listing } from './listing.ts'
import type { Choice } from '#core/choices.ts'
import { formatPrice } from '#core/format.ts'
import type { ListingFacts } from './listing-facts.ts'
import { INCLUDED_UTILITY_OPTIONS, LEAD_PAINT_OPTIONS, labelOf, PET_POLICY_OPTIONS, petsAllowed } from './listing-fact-rules.ts'
import { hoaFrequencyOf } from './mortgage.ts'

// "Complete details" of the property page (docs/product.md#property-page): exterior, interior,
// parking, location, building and HOA. Empty fields are left out, and so is a
// section with nothing left, so a sparse listing never shows blank rows.

export interface DetailRow {
  /** The row's field, e.g. `yearBuilt`. */
  key: string
  label: string
  /** Plain text, or a list shown as one item per line. */
  value: string | string[]
  /** Staff's own words, shown as written (in English: a Spanish page marks them, decision 0191). */
  written?: true
}
export interface DetailSection {
  key: 'exterior' | 'interior' | 'parking' | 'location' | 'building' | 'hoa' | 'terms'
  title: string
  rows: DetailRow[]
}

type Value = string | number | null | undefined | string[]

/**
 * The words of the sections in the page's language (docs/decisions/0178-spanish-listing-pages.md): `say` gets a key
 * of the `property` namespace's `details` words (`exterior.title`, `exterior.yearBuilt`, `pets.cats`) and its English
 * text; `day` writes a date. English by default.
 */
export interface DetailWords {
  say: (key: string, english: string, vars?: Record<string, string>) => string
  day: (day: string) => string
}

const interpolate = (text: string, vars: Record<string, string> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '')

/** "August 1, 2026" of a date written 2026-08-01. */
const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

const ENGLISH: DetailWords = { say: (_key, english, vars) => interpolate(english, vars), day: longDate }

/** Rows of the pairs that have a value; `written` names the fields whose text staff typed (not words of the page). */
function rows(
  section: string,
  words: DetailWords,
  pairs: Array<[string, string, Value]>,
  written: (key: string) => boolean = () => false,
): DetailRow[] {
  const out: DetailRow[] = []
  for (const [key, english, raw] of pairs) {
    if (raw === null || raw === undefined) continue
    const label = words.say(`${section}.${key}`, english)
    const mark = written(key) ? ({ written: true } as const) : {}
    if (Array.isArray(raw)) {
      const items = raw.map((s) => s.trim()).filter(Boolean)
      if (items.length > 0) out.push({ key, label, value: items, ...mark })
    } else {
      const text = String(raw).trim()
      if (text) out.push({ key, label, value: text, ...mark })
    }
  }
  return out
}

/** A choice's label in the page's language (`pets.cats`), or nothing for no choice. */
const optionLabel = <V extends string>(
  words: DetailWords,
  list: string,
  options: ReadonlyArray<Choice<V>>,
  value: V | null | undefined,
) => {
  const english = labelOf(options, value)
  return english && value ? words.say(`${list}.${value}`, english) : english
}

type Sections = Pick<Listing, 'exterior' | 'interior' | 'parking' | 'location' | 'building' | 'hoa'> &
  Partial<Pick<Listing, 'type' | 'facts'>>

/** Each section's title and its fields (key → label), in their order; the HOA's rows are worked out below. */
const FIELDS: { [K in Exclude<DetailSection['key'], 'hoa' | 'terms'>]: [string, Partial<Record<keyof Sections[K], string>>] } = {
  exterior: [
    'Exterior',
    { yearBuilt: 'Year built', lotSize: 'Lot size', roofType: 'Roof', exteriorMaterial: 'Exterior material', landscaping: 'Landscaping' },
  ],
  interior: [
    'Interior',
    {
      flooring: 'Flooring',
      heating: 'Heating',
      cooling: 'Cooling',
      basement: 'Basement',
      laundry: 'Laundry',
      fireplace: 'Fireplace',
      appliances: 'Appliances',
    },
  ],
  parking: ['Parking', { type: 'Parking type', spaces: 'Spaces', garageType: 'Garage', description: 'Details' }],
  location: [
    'Location',
    { city: 'City', neighborhood: 'Neighborhood', county: 'County', schoolDistrict: 'School district', walkScore: 'Walk score' },
  ],
  building: [
    'Building',
    {
      stories: 'Stories',
      totalUnits: 'Total units',
      petPolicy: 'Pet policy',
      accessibility: 'Accessibility',
      utilities: 'Utilities',
      security: 'Security',
    },
  ],
}

/** How often the HOA fee is paid, in the page's language: one of the editor's choices, or as typed (monthly when empty). */
function frequencyWords(text: string, words: DetailWords): string {
  const known = hoaFrequencyOf(text.trim() || 'Monthly')
  if (!known) return text.trim()
  const key = { Monthly: 'monthly', Quarterly: 'quarterly', 'Semi-annually': 'semiAnnually', Annually: 'annually' }[known]
  return words.say(`hoa.${key}`, known)
}

/** A field's value as shown: the walk score is out of 100. */
const shown = (key: string, value: unknown): Value =>
  key === 'walkScore' && value !== null ? `${value as number} / 100` : (value as Value)

export function listingDetailSections(p: Sections, words: DetailWords = ENGLISH): DetailSection[] {
  const h = p.hoa
  const sections: DetailSection[] = Object.entries(FIELDS).map(([key, [title, labels]]) => {
    const values = p[key as keyof typeof FIELDS] as unknown as Record<string, unknown>
    const pairs = Object.entries(labels).map(([field, label]): [string, string, Value] => [
      field,
      label as string,
      shown(field, values[field]),
    ])
    // Every text of these sections is as staff typed it, but the location's names (a city, a school district).
    const typed = (field: string) => key !== 'location' && typeof values[field] !== 'number'
    return { key: key as DetailSection['key'], title: words.say(`${key}.title`, title), rows: rows(key, words, pairs, typed) }
  })
  const fee = (amount: number) =>
    words.say('hoa.feeEvery', '{{amount}} ({{frequency}})', {
      amount: formatPrice(amount),
      frequency: frequencyWords(h.frequency, words),
    })
  sections.push({
    key: 'hoa',
    title: words.say('hoa.title', 'HOA'),
    rows: h.hasHOA
      ? rows(
          'hoa',
          words,
          [
            // An association without a known fee is still worth knowing about.
            ['fee', 'HOA fee', h.fee === null ? words.say('hoa.feeOnRequest', 'Yes, fee on request') : fee(h.fee)],
            ['amenities', 'Amenities', h.amenities],
            ['restrictions', 'Restrictions', h.restrictions],
          ],
          (field) => field !== 'fee',
        )
      : [],
  })
  if (p.facts && p.type) sections.push(termsSection(p.type, p.facts, words))
  return sections.filter((s) => s.rows.length > 0)
}

/** The facts a listing states before it is published (docs/decisions/0153-required-listing-facts.md), where a visitor looks for them. */
function termsSection(type: Listing['type'], f: ListingFacts, words: DetailWords): DetailSection {
  if (type === 'sale')
    return {
      key: 'terms',
      title: words.say('terms.saleTitle', 'Taxes and disclosures'),
      rows: rows('terms', words, [
        [
          'annualTaxes',
          'Annual property taxes',
          f.annualTaxes === null ? null : words.say('terms.perYear', '{{amount}} a year', { amount: formatPrice(f.annualTaxes) }),
        ],
        ['leadPaint', 'Lead-based paint', optionLabel(words, 'leadPaintOptions', LEAD_PAINT_OPTIONS, f.leadPaint)],
        ['mls', 'MLS number', f.mls.status === 'in-mls' ? f.mls.number : null],
      ]),
    }
  return {
    key: 'terms',
    title: words.say('terms.rentalTitle', 'Rental terms'),
    rows: rows('terms', words, [
      ['availableOn', 'Available', f.availableOn && words.day(f.availableOn)],
      ['pets', 'Pets', optionLabel(words, 'petOptions', PET_POLICY_OPTIONS, f.pets)],
      ['petDeposit', 'Pet deposit', petsAllowed(f.pets) && f.petDeposit !== null ? formatPrice(f.petDeposit) : null],
      [
        'utilitiesIncluded',
        'Utilities included',
        f.utilitiesIncluded.map((u) => optionLabel(words, 'utilityOptions', INCLUDED_UTILITY_OPTIONS, u)),
      ],
      ['rentalRegistration', 'Rental registration', f.rentalRegistration],
    ]),
  }
}
