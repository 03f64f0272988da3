import type { HomeKind, Listing, ListingStatus, ListingType } from './listing.ts'
import type { ListingInputBody } from './listing-form.ts'

// Our listing under the RESO Data Dictionary's Property field names (docs/decisions/0158-reso-csv-export-and-import.md),
// for the CSV export and import and the sales feed. Fields RESO has no name for carry the local "X_" prefix. Lists are
// pipe-separated in one cell. The import turns a row back into the editor's fields and checks them with the one
// listing schema (core/listings/listing-form.ts).

export type ResoValue = string | number | boolean | null
export type ResoRecord = Record<string, ResoValue>

const STATUS_TO_RESO: Record<ListingStatus, string> = {
  available: 'Active',
  pending: 'Pending',
  sold: 'Closed',
  rented: 'Closed',
  upcoming: 'ComingSoon',
}
const TYPE_TO_RESO: Record<ListingType, string> = { sale: 'Residential', rental: 'ResidentialLease' }
const KIND_TO_RESO: Record<HomeKind, string> = {
  house: 'SingleFamilyResidence',
  condo: 'Condominium',
  townhouse: 'Townhouse',
  apartment: 'Apartment',
}

const reverse = <K extends string>(map: Record<K, string>, value: string): K | undefined =>
  (Object.keys(map) as K[]).find((k) => map[k].toLowerCase() === value.trim().toLowerCase())

const LIST_SEPARATOR = '|'
const joined = (items: readonly string[]) => items.join(LIST_SEPARATOR)
const split = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean)

/** A field: its RESO (or X_) name and how a listing gives it. */
interface ResoField {
  name: string
  get(p: Listing): ResoValue
}

const field = (name: string, get: (p: Listing) => ResoValue): ResoField => ({ name, get })

/** Every field of the export, in column order. */
export const RESO_FIELDS: readonly ResoField[] = [
  field('ListingKey', (p) => p._id),
  field('ListingId', (p) => p.listingCode ?? ''),
  field('StandardStatus', (p) => STATUS_TO_RESO[p.status]),
  field('PropertyType', (p) => TYPE_TO_RESO[p.type]),
  field('PropertySubType', (p) => KIND_TO_RESO[p.propertyType]),
  field('ListPrice', (p) => p.price),
  field('X_EstimatedPrice', (p) => p.estimatedPrice),
  field('X_Title', (p) => p.title),
  field('UnparsedAddress', (p) => p.address),
  field('City', (p) => p.city),
  field('StateOrProvince', (p) => p.state),
  field('PostalCode', (p) => p.zip),
  field('Latitude', (p) => p.latitude),
  field('Longitude', (p) => p.longitude),
  field('BedroomsTotal', (p) => p.bedrooms),
  field('BathroomsFull', (p) => Math.floor(p.bathrooms)),
  field('BathroomsHalf', (p) => (Number.isInteger(p.bathrooms) ? 0 : 1)),
  field('LivingArea', (p) => p.squareFootage),
  field('PublicRemarks', (p) => p.description),
  field('X_Features', (p) => joined(p.features)),
  field('ListAgentKey', (p) => p.agentId ?? ''),
  field('ListAgentFullName', (p) => p.agent.name),
  field('ListAgentEmail', (p) => p.agent.email),
  field('ListAgentPreferredPhone', (p) => p.agent.phone),
  field('X_Area', (p) => p.location.city),
  field('SubdivisionName', (p) => p.location.neighborhood),
  field('CountyOrParish', (p) => p.location.county),
  field('X_SchoolDistrict', (p) => p.location.schoolDistrict),
  field('X_WalkScore', (p) => p.location.walkScore),
  field('YearBuilt', (p) => p.exterior.yearBuilt),
  field('LotSizeDimensions', (p) => p.exterior.lotSize),
  field('Roof', (p) => p.exterior.roofType),
  field('ConstructionMaterials', (p) => p.exterior.exteriorMaterial),
  field('X_Landscaping', (p) => p.exterior.landscaping),
  field('Flooring', (p) => p.interior.flooring),
  field('Heating', (p) => p.interior.heating),
  field('Cooling', (p) => p.interior.cooling),
  field('Basement', (p) => p.interior.basement),
  field('LaundryFeatures', (p) => p.interior.laundry),
  field('FireplaceFeatures', (p) => p.interior.fireplace),
  field('Appliances', (p) => joined(p.interior.appliances)),
  field('ParkingFeatures', (p) => p.parking.type),
  field('ParkingTotal', (p) => p.parking.spaces),
  field('X_GarageType', (p) => p.parking.garageType),
  field('X_ParkingDescription', (p) => p.parking.description),
  field('StoriesTotal', (p) => p.building.stories),
  field('NumberOfUnitsTotal', (p) => p.building.totalUnits),
  field('X_PetPolicy', (p) => p.building.petPolicy),
  field('AccessibilityFeatures', (p) => joined(p.building.accessibility)),
  field('Utilities', (p) => joined(p.building.utilities)),
  field('SecurityFeatures', (p) => joined(p.building.security)),
  field('AssociationYN', (p) => p.hoa.hasHOA),
  field('AssociationFee', (p) => p.hoa.fee),
  field('AssociationFeeFrequency', (p) => p.hoa.frequency),
  field('AssociationAmenities', (p) => joined(p.hoa.amenities)),
  field('X_AssociationRestrictions', (p) => p.hoa.restrictions),
  field('X_SecurityDeposit', (p) => p.rentalFees.deposit),
  field('X_PetRent', (p) => p.rentalFees.petRent),
  field('X_UtilitiesMonthly', (p) => p.rentalFees.utilities),
  field('X_RenovationSummary', (p) => p.renovation?.summary ?? ''),
  field('X_RenovationWork', (p) => joined(p.renovation?.work ?? [])),
  field('X_MediaURLs', (p) => joined(p.images.map((i) => i.url))),
  field('X_Published', (p) => Boolean(p.publishedAt)),
  field('ModificationTimestamp', (p) => p.updatedAt),
]

export const RESO_COLUMNS: readonly string[] = RESO_FIELDS.map((f) => f.name)

/** A listing as a RESO record (the export's row, the sales feed's item). */
export function toResoRecord(p: Listing): ResoRecord {
  return Object.fromEntries(RESO_FIELDS.map((f) => [f.name, f.get(p)]))
}

/** A cell as the export writes it: booleans as RESO's true/false, nothing as an empty cell. */
export const resoCell = (value: ResoValue): string | number => (value === null ? '' : typeof value === 'boolean' ? String(value) : value)

/** Yes/no cells: RESO's true/false, and the Y/N or yes/no spreadsheets hold. */
export const resoYes = (cell: string | undefined): boolean => /^(true|y|yes|1)$/i.test((cell ?? '').trim())

/**
 * A CSV row (cells by column name) as the listing editor's fields, unchecked: numbers stay as typed when they are
 * not numbers, so the listing schema names the field. Columns the file leaves out take the editor's empty values.
 */
export function fromResoRow(cells: Record<string, string>, defaults: ListingInputBody): ListingInputBody {
  const text = (name: string) => (cells[name] ?? '').trim()
  const has = (name: string) => text(name) !== ''
  const num = (name: string): number | null =>
    has(name) ? (Number.isFinite(Number(text(name))) ? Number(text(name)) : (text(name) as never)) : null
  const required = (name: string, fallback: number) => num(name) ?? (name in cells ? (undefined as never) : fallback)
  const type = reverse(TYPE_TO_RESO, text('PropertyType')) ?? (text('PropertyType') as ListingType)
  const status =
    text('StandardStatus').toLowerCase() === 'closed'
      ? type === 'rental'
        ? 'rented'
        : 'sold'
      : (reverse(STATUS_TO_RESO, text('StandardStatus')) ?? (text('StandardStatus') as ListingStatus))
  const full = num('BathroomsFull')
  const half = num('BathroomsHalf') ?? 0
  const renovationSummary = text('X_RenovationSummary')
  const renovationWork = split(text('X_RenovationWork'))
  return {
    ...defaults,
    title: text('X_Title'),
    address: text('UnparsedAddress'),
    city: text('City'),
    state: text('StateOrProvince'),
    zip: text('PostalCode'),
    type,
    status,
    propertyType: reverse(KIND_TO_RESO, text('PropertySubType')) ?? (text('PropertySubType') as HomeKind),
    price: required('ListPrice', defaults.price),
    estimatedPrice: num('X_EstimatedPrice'),
    bedrooms: required('BedroomsTotal', defaults.bedrooms),
    bathrooms:
      full === null
        ? required('BathroomsFull', defaults.bathrooms)
        : typeof full === 'number' && typeof half === 'number'
          ? full + half / 2
          : full,
    squareFootage: required('LivingArea', defaults.squareFootage),
    description: text('PublicRemarks'),
    features: split(text('X_Features')),
    agentId: text('ListAgentKey') || null,
    location: {
      city: text('X_Area'),
      neighborhood: text('SubdivisionName'),
      county: text('CountyOrParish'),
      schoolDistrict: text('X_SchoolDistrict'),
      walkScore: num('X_WalkScore'),
    },
    exterior: {
      yearBuilt: num('YearBuilt'),
      lotSize: text('LotSizeDimensions'),
      roofType: text('Roof'),
      exteriorMaterial: text('ConstructionMaterials'),
      landscaping: text('X_Landscaping'),
    },
    interior: {
      flooring: text('Flooring'),
      heating: text('Heating'),
      cooling: text('Cooling'),
      basement: text('Basement'),
      laundry: text('LaundryFeatures'),
      fireplace: text('FireplaceFeatures'),
      appliances: split(text('Appliances')),
    },
    parking: {
      type: text('ParkingFeatures'),
      spaces: num('ParkingTotal'),
      garageType: text('X_GarageType'),
      description: text('X_ParkingDescription'),
    },
    building: {
      stories: num('StoriesTotal'),
      totalUnits: num('NumberOfUnitsTotal'),
      petPolicy: text('X_PetPolicy'),
      accessibility: split(text('AccessibilityFeatures')),
      utilities: split(text('Utilities')),
      security: split(text('SecurityFeatures')),
    },
    hoa: {
      hasHOA: resoYes(cells.AssociationYN),
      fee: num('AssociationFee'),
      frequency: text('AssociationFeeFrequency'),
      amenities: split(text('AssociationAmenities')),
      restrictions: text('X_AssociationRestrictions'),
    },
    rentalFees: { deposit: num('X_SecurityDeposit'), petRent: num('X_PetRent'), utilities: num('X_UtilitiesMonthly') },
    latitude: num('Latitude'),
    longitude: num('Longitude'),
    renovation: renovationSummary || renovationWork.length > 0 ? { summary: renovationSummary, work: renovationWork } : null,
  }
}

/** The pipe-separated photo URLs of a row. */
export const resoMediaUrls = (cells: Record<string, string>): string[] => split(cells.X_MediaURLs ?? '')

/** The column of a field of the listing schema, for naming it in an import's problems ("location.walkScore" → X_WalkScore). */
const COLUMN_OF_PATH: Record<string, string> = {
  title: 'X_Title',
  address: 'UnparsedAddress',
  city: 'City',
  state: 'StateOrProvince',
  zip: 'PostalCode',
  type: 'PropertyType',
  status: 'StandardStatus',
  propertyType: 'PropertySubType',
  price: 'ListPrice',
  estimatedPrice: 'X_EstimatedPrice',
  bedrooms: 'BedroomsTotal',
  bathrooms: 'BathroomsFull',
  squareFootage: 'LivingArea',
  description: 'PublicRemarks',
  features: 'X_Features',
  agentId: 'ListAgentKey',
  latitude: 'Latitude',
  longitude: 'Longitude',
  'location.city': 'X_Area',
  'location.neighborhood': 'SubdivisionName',
  'location.county': 'CountyOrParish',
  'location.schoolDistrict': 'X_SchoolDistrict',
  'location.walkScore': 'X_WalkScore',
  'exterior.yearBuilt': 'YearBuilt',
  'exterior.lotSize': 'LotSizeDimensions',
  'exterior.roofType': 'Roof',
  'exterior.exteriorMaterial': 'ConstructionMaterials',
  'exterior.landscaping': 'X_Landscaping',
  'interior.flooring': 'Flooring',
  'interior.heating': 'Heating',
  'interior.cooling': 'Cooling',
  'interior.basement': 'Basement',
  'interior.laundry': 'LaundryFeatures',
  'interior.fireplace': 'FireplaceFeatures',
  'interior.appliances': 'Appliances',
  'parking.type': 'ParkingFeatures',
  'parking.spaces': 'ParkingTotal',
  'parking.garageType': 'X_GarageType',
  'parking.description': 'X_ParkingDescription',
  'building.stories': 'StoriesTotal',
  'building.totalUnits': 'NumberOfUnitsTotal',
  'building.petPolicy': 'X_PetPolicy',
  'building.accessibility': 'AccessibilityFeatures',
  'building.utilities': 'Utilities',
  'building.security': 'SecurityFeatures',
  'hoa.fee': 'AssociationFee',
  'hoa.frequency': 'AssociationFeeFrequency',
  'hoa.amenities': 'AssociationAmenities',
  'hoa.restrictions': 'X_AssociationRestrictions',
  'rentalFees.deposit': 'X_SecurityDeposit',
  'rentalFees.petRent': 'X_PetRent',
  'rentalFees.utilities': 'X_UtilitiesMonthly',
  'renovation.summary': 'X_RenovationSummary',
  'renovation.work': 'X_RenovationWork',
}

/** The column an issue of the listing schema is about (a list's item is its list's column). */
export function resoColumnOf(path: readonly PropertyKey[]): string {
  const names = path.filter((p): p is string => typeof p === 'string')
  return COLUMN_OF_PATH[names.slice(0, 2).join('.')] ?? COLUMN_OF_PATH[names[0] ?? ''] ?? names.join('.')
}
