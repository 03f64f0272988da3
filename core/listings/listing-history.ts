import type { FieldFormats } from '#core/history/record-history.ts'
import { SHOWING_SETTINGS_FORMATS } from '#core/leads/showing-settings.ts'

// How a listing's kept versions name and show its fields (docs/decisions/0100-record-history.md); fields left out
// are named from their keys ("Exterior: roof type").

export const LISTING_FIELD_FORMATS: FieldFormats = {
  title: 'Title',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  type: 'For sale or rent',
  status: 'Status',
  propertyType: 'Home type',
  price: { label: 'Price', format: 'money' },
  estimatedPrice: { label: 'Estimated price', format: 'money' },
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  squareFootage: 'Square footage',
  description: { label: 'Description', format: 'rich-text' },
  descriptionEs: { label: 'Description in Spanish', format: 'rich-text' },
  features: 'Features',
  agentId: { label: 'Agent', format: 'hidden' },
  agentName: 'Agent',
  location: 'Location',
  exterior: 'Exterior',
  interior: 'Interior',
  parking: 'Parking',
  building: 'Building',
  hoa: 'HOA',
  'hoa.hasHOA': 'HOA: has an HOA',
  'hoa.fee': { label: 'HOA: fee', format: 'money' },
  rentalFees: 'Rental fees',
  'rentalFees.deposit': { label: 'Security deposit', format: 'money' },
  'rentalFees.petRent': { label: 'Pet rent', format: 'money' },
  'rentalFees.utilities': { label: 'Utilities', format: 'money' },
  latitude: 'Map pin: latitude',
  longitude: 'Map pin: longitude',
  renovation: 'Renovation',
  photos: 'Photos',
  ...SHOWING_SETTINGS_FORMATS,
}
