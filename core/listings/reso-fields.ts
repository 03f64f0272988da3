import type { HomeKind, Listing, ListingStatus, ListingType } from './listing.ts'
import type { ListingInputBody } from './listing-form.ts'

// Our listing under the RESO Data Dictionary's Property field names (docs/decisions/0158-reso-csv-export-and-import.md),
// for the CSV export and import and the sales feed. Fields RESO has no name for carry the local "X_" prefix. Lists are
// pipe-separated in one cell. The import turns a row back into the editor's fields and checks them with the one
// listing schema (core/listings/listing-form.ts).

export type ResoValue = string | number | boolean | null
export type ResoRecord = Record<string, ResoValue>

/** Our status, listing type and home kind in RESO's StandardStatus, PropertyType and PropertySubType. */
const TO_RESO = {
  status: { available: 'Active', pending: 'Pending', sold: 'Closed', rented: 'Closed', upcoming: 'ComingSoon' },
  type: { sale: 'Residential', rental: 'ResidentialLease' },
  kind: { house: 'SingleFamilyResidence', condo: 'Condominium', townhouse: 'Townhouse', apartment: 'Apartment' },
} satisfies { status: Record<ListingStatus, string>; type: Record<ListingType, string>; kind: Record<HomeKind, string> }

const reverse = <K extends string>(map: Record<K, string>, value: string): K | undefined =>
  (Object.keys(map) as K[]).find((k) => map[k].toLowerCase() === value.trim().toLowerCase())

const LIST_SEPARATOR = '|'
const joined = (items: readonly string[]) => items.join(LIST_SEPARATOR)
/** A list whose items may be empty or hold the separator (photo descriptions): `\|` is a separator in the text, `\\` a backslash. */
const joinedEscaped = (items: readonly string[]) => items.map((s) => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|')).join(LIST_SEPARATOR)
const splitEscaped = (cell: string): string[] => {
  const items = ['']
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i]!
    if (c === '\\' && i + 1 < cell.length) items[items.length - 1] += cell[++i]
    else if (c === LIST_SEPARATOR) items.push('')
    else items[items.length - 1] += c
  }
  return items.map((s) => s.trim())
}
const split = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean)

/** How a cell holds its value; `choice`: one of a list, or nothing (an empty cell, null in the listing). */
type Kind = 'text' | 'number' | 'list' | 'yes' | 'choice'

/** A field: its RESO (or X_) name and how a listing gives it; `path` and `kind` for the fields the import reads plainly. */
interface ResoField {
  name: string
  get(p: Listing): ResoValue
  path?: string
  kind?: Kind
}

const valueAt = (from: object, path: string): unknown =>
  path.split('.').reduce<unknown>((o, key) => (o === null || o === undefined ? undefined : (o as Record<string, unknown>)[key]), from)

const field = (name: string, get: (p: Listing) => ResoValue): ResoField => ({ name, get })
/** A field that is one value of the listing: text, a number (null when none), a list, or yes/no. */
const at = (name: string, path: string, kind: Kind = 'text'): ResoField => ({
  name,
  path,
  kind,
  get(p) {
    const value = valueAt(p, path)
    if (kind === 'list') return joined((value as string[] | undefined) ?? [])
    return (value as ResoValue | undefined) ?? (kind === 'text' ? '' : null)
  },
})

/** The fields a listing gives by a rule of their own; the others are one value of it (the table below). */
const COMPUTED: Record<string, (p: Listing) => ResoValue> = {
  ListingKey: (p) => p._id,
  ListingId: (p) => p.listingCode ?? '',
  StandardStatus: (p) => TO_RESO.status[p.status],
  PropertyType: (p) => TO_RESO.type[p.type],
  PropertySubType: (p) => TO_RESO.kind[p.propertyType],
  BathroomsFull: (p) => Math.floor(p.bathrooms),
  BathroomsHalf: (p) => (Number.isInteger(p.bathrooms) ? 0 : 1),
  ListAgentKey: (p) => p.agentId ?? '',
  ListAgentFullName: (p) => p.agent.name,
  ListAgentEmail: (p) => p.agent.email,
  ListAgentPreferredPhone: (p) => p.agent.phone,
  X_MediaURLs: (p) => joined(p.images.map((i) => i.url)),
  X_MediaAlts: (p) => joinedEscaped(p.images.map((i) => i.alt)),
  X_Published: (p) => Boolean(p.publishedAt),
  ModificationTimestamp: (p) => p.updatedAt,
}

/** Every column of the export in order: its name, and for a plain value its path in the listing and its kind (text when none). */
const COLUMNS = `
ListingKey
ListingId
StandardStatus
PropertyType
PropertySubType
ListPrice price number
X_EstimatedPrice estimatedPrice number
X_Title title
UnparsedAddress address
City city
StateOrProvince state
PostalCode zip
Latitude latitude number
Longitude longitude number
BedroomsTotal bedrooms number
BathroomsFull
BathroomsHalf
LivingArea squareFootage number
PublicRemarks description
X_PublicRemarksEs descriptionEs
X_Features features list
ListAgentKey
ListAgentFullName
ListAgentEmail
ListAgentPreferredPhone
X_Area location.city
SubdivisionName location.neighborhood
CountyOrParish location.county
X_SchoolDistrict location.schoolDistrict
X_WalkScore location.walkScore number
YearBuilt exterior.yearBuilt number
LotSizeDimensions exterior.lotSize
Roof exterior.roofType
ConstructionMaterials exterior.exteriorMaterial
X_Landscaping exterior.landscaping
Flooring interior.flooring
Heating interior.heating
Cooling interior.cooling
Basement interior.basement
LaundryFeatures interior.laundry
FireplaceFeatures interior.fireplace
Appliances interior.appliances list
ParkingFeatures parking.type
ParkingTotal parking.spaces number
X_GarageType parking.garageType
X_ParkingDescription parking.description
StoriesTotal building.stories number
NumberOfUnitsTotal building.totalUnits number
X_PetPolicy building.petPolicy
AccessibilityFeatures building.accessibility list
Utilities building.utilities list
SecurityFeatures building.security list
AssociationYN hoa.hasHOA yes
AssociationFee hoa.fee number
AssociationFeeFrequency hoa.frequency
AssociationAmenities hoa.amenities list
X_AssociationRestrictions hoa.restrictions
X_SecurityDeposit rentalFees.deposit number
X_PetRent rentalFees.petRent number
X_UtilitiesMonthly rentalFees.utilities number
TaxAnnualAmount facts.annualTaxes number
X_LeadPaint facts.leadPaint choice
X_Pets facts.pets choice
X_PetDeposit facts.petDeposit number
RentIncludes facts.utilitiesIncluded list
AvailabilityDate facts.availableOn
X_RentalRegistration facts.rentalRegistration
X_MlsStatus facts.mls.status choice
X_MlsNumber facts.mls.number
X_MlsExemptionSignedOn facts.mls.exemptionSignedOn
X_RenovationSummary renovation.summary
X_RenovationWork renovation.work list
X_MediaURLs
X_MediaAlts
X_Published
ModificationTimestamp
`

/** Every field of the export, in column order. */
export const RESO_FIELDS: readonly ResoField[] = COLUMNS.trim()
  .split('\n')
  .map((line) => {
    const [name, path, kind] = line.split(' ') as [string, string | undefined, Kind | undefined]
    return path ? at(name, path, kind) : field(name, COMPUTED[name]!)
  })

export const RESO_COLUMNS: readonly string[] = RESO_FIELDS.map((f) => f.name)

/** A listing as a RESO record (the export's row, the sales feed's item). */
export function toResoRecord(p: Listing): ResoRecord {
  return Object.fromEntries(RESO_FIELDS.map((f) => [f.name, f.get(p)]))
}

/** A cell as the export writes it: booleans as RESO's true/false, nothing as an empty cell. */
export const resoCell = (value: ResoValue): string | number => (value === null ? '' : typeof value === 'boolean' ? String(value) : value)

/** Yes/no cells: RESO's true/false, and the Y/N or yes/no spreadsheets hold. */
export const resoYes = (cell: string | undefined): boolean => /^(true|y|yes|1)$/i.test((cell ?? '').trim())

function setAt(into: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.')
  let o = into
  for (const key of keys.slice(0, -1)) o = (o[key] ??= {}) as Record<string, unknown>
  o[keys.at(-1)!] = value
}

/** A number cell: null when empty; text that is no number stays text, so the listing schema names the field. */
const numberCell = (text: string): unknown => (text === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text)

/**
 * A CSV row (cells by column name) as the listing editor's fields, unchecked. Columns the file leaves out keep the
 * editor's empty values (`defaults`); an empty cell of a number is null, which the schema refuses where one is required.
 */
export function fromResoRow(cells: Record<string, string>, defaults: ListingInputBody): ListingInputBody {
  const text = (name: string) => (cells[name] ?? '').trim()
  const body = structuredClone(defaults) as Record<string, unknown>
  for (const f of RESO_FIELDS) {
    if (!f.path || !(f.name in cells)) continue
    const cell = text(f.name)
    const value =
      f.kind === 'number'
        ? numberCell(cell)
        : f.kind === 'list'
          ? split(cell)
          : f.kind === 'yes'
            ? resoYes(cell)
            : f.kind === 'choice' && cell === ''
              ? null
              : cell
    setAt(body, f.path, value)
  }
  const type = reverse(TO_RESO.type, text('PropertyType')) ?? text('PropertyType')
  const closed = text('StandardStatus').toLowerCase() === 'closed'
  body.type = type
  body.status = closed
    ? type === 'rental'
      ? 'rented'
      : 'sold'
    : (reverse(TO_RESO.status, text('StandardStatus')) ?? text('StandardStatus'))
  body.propertyType = reverse(TO_RESO.kind, text('PropertySubType')) ?? text('PropertySubType')
  if ('BathroomsFull' in cells) {
    const [full, half] = [numberCell(text('BathroomsFull')), numberCell(text('BathroomsHalf')) ?? 0]
    body.bathrooms = typeof full === 'number' && typeof half === 'number' ? full + half / 2 : full
  }
  const renovation = body.renovation as { summary?: string; work?: string[] } | null
  body.renovation =
    renovation?.summary || renovation?.work?.length ? { summary: renovation.summary ?? '', work: renovation.work ?? [] } : null
  return body as ListingInputBody
}

/** A row's photos: the pipe-separated URLs, each with its description from X_MediaAlts at the same place (empty when none). */
export function resoMedia(cells: Record<string, string>): Array<{ url: string; alt: string }> {
  const alts = splitEscaped(cells.X_MediaAlts ?? '')
  return split(cells.X_MediaURLs ?? '').map((url, i) => ({ url, alt: alts[i] ?? '' }))
}

/** The column of each field of the listing schema, for naming it in an import's problems. */
const COLUMN_OF_PATH: Record<string, string> = {
  ...Object.fromEntries(RESO_FIELDS.flatMap((f) => (f.path ? [[f.path, f.name]] : []))),
  type: 'PropertyType',
  status: 'StandardStatus',
  propertyType: 'PropertySubType',
  bathrooms: 'BathroomsFull',
  agentId: 'ListAgentKey',
}

/** The column an issue of the listing schema is about ("location.walkScore" → X_WalkScore; a list's item is its list's). */
export function resoColumnOf(path: readonly PropertyKey[]): string {
  const names = path.filter((p): p is string => typeof p === 'string')
  return COLUMN_OF_PATH[names.slice(0, 2).join('.')] ?? COLUMN_OF_PATH[names[0] ?? ''] ?? names.join('.')
}
