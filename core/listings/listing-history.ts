import type { FieldFormats } from '#core/history/record-history.ts'

// How a listing's kept versions name and show its fields (docs/decisions/0100-record-history.md); fields left out
// are named from their keys ("Exterior: roof type").

export const LISTING_FIELD_FORMATS: FieldFormats = {
  title: { label: 'Title' },
  address: { label: 'Address' },
  city: { label: 'City' },
  state: { label: 'State' },
  zip: { label: 'ZIP' },
  type: { label: 'For sale or rent' },
  status: { label: 'Status' },
  propertyType: { label: 'Home type' },
  price: { label: 'Price', format: 'money' },
  estimatedPrice: { label: 'Estimated price', format: 'money' },
  bedrooms: { label: 'Bedrooms' },
  bathrooms: { label: 'Bathrooms' },
  squareFootage: { label: 'Square footage' },
  description: { label: 'Description', format: 'rich-text' },
  features: { label: 'Features' },
  agentId: { label: 'Agent', format: 'hidden' },
  agentName: { label: 'Agent' },
  location: { label: 'Location' },
  exterior: { label: 'Exterior' },
  interior: { label: 'Interior' },
  parking: { label: 'Parking' },
  building: { label: 'Building' },
  hoa: { label: 'HOA' },
  'hoa.hasHOA': { label: 'HOA: has an HOA' },
  'hoa.fee': { label: 'HOA: fee', format: 'money' },
  latitude: { label: 'Map pin: latitude' },
  longitude: { label: 'Map pin: longitude' },
  renovation: { label: 'Renovation' },
  photos: { label: 'Photos' },
}
