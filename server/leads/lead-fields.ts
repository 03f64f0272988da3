// Turns what a visitor sent (the stored payload of an inquiry or application)
// into labelled lines for the staff inbox, in the form's order; keys the forms
// add later still show, with a label made from their name.

const LABELS: Record<string, string> = {
  clientName: 'Name',
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  clientEmail: 'Email',
  email: 'Email',
  clientPhone: 'Phone',
  phone: 'Phone',
  preferredContact: 'Preferred contact',
  selectedDate: 'Tour date',
  preferredDate: 'Preferred date',
  selectedTime: 'Time slot',
  preferredTime: 'Preferred time',
  propertyAddress: 'Property address',
  address: 'Address',
  propertyType: 'Property type',
  timeframe: 'Timeframe',
  subject: 'Subject',
  agentName: 'Agent',
  companyName: 'Company name',
  primaryContact: 'Primary contact',
  businessAddress: 'Business address',
  businessLicense: 'Business license',
  contractorLicense: 'Contractor license',
  insuranceInfo: 'Insurance',
  bondingStatus: 'Bonded',
  bondingDetails: 'Bonding details',
  yearsInBusiness: 'Years in business',
  crewSize: 'Crew size',
  tradesServices: 'Trades and services',
  otherTradesDetails: 'Other trades',
  serviceArea: 'Service area',
  broaderAreaDetails: 'Broader area',
  recentProjects: 'Recent projects',
  oshaViolations: 'OSHA violations',
  litigationHistory: 'Sued in the last 5 years',
  violationsExplanation: 'Explanation',
  agreeToProvideDocuments: 'Agrees to provide documents',
  agreeToSiteRules: 'Agrees to site rules',
  openHouse: 'Open house',
  workingWithAgent: 'Working with an agent',
  preApproval: 'Pre-approved for a mortgage',
  moveInDate: 'Desired move-in date',
  applicants: 'Applicants',
}

/**
 * Keys never shown: the honeypot, ids, the message (shown on its own), references and files (listed apart), the
 * consent the page sent (shown from the lead's consent columns: server/leads/consent.ts).
 */
const HIDDEN = new Set([
  'website',
  'consentText',
  'consentPage',
  'propertyId',
  'agentEmail',
  'message',
  'details',
  'type',
  'references',
  'insuranceCOI',
  'projectFiles',
  'capabilityStatement',
  'files',
  'statusToken',
  'applicationId',
  'rentalApplicationId',
])

const VALUE_LABELS: Record<string, string> = {
  'single-family': 'Single-family home',
  townhouse: 'Townhouse',
  condo: 'Condo',
  'multi-family': 'Multi-family',
  asap: 'As soon as possible',
  '1-month': 'Within 1 month',
  '3-months': 'Within 3 months',
  '6-months': 'Within 6 months',
  flexible: 'Flexible',
  'metro-omaha': 'Omaha metro',
  broader: 'Broader area',
  yes: 'Yes',
  no: 'No',
  either: 'Either',
  'not-yet': 'Not yet',
  cash: 'Paying cash',
}

const humanize = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return VALUE_LABELS[value] ?? value
  if (Array.isArray(value)) return value.map(formatValue).filter(Boolean).join(', ')
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(formatValue)
      .filter(Boolean)
      .join(', ')
  return String(value)
}

/** The labelled answers of a stored payload, leaving out empty ones. */
export function labelledFields(payload: Record<string, unknown>): Array<{ label: string; value: string }> {
  const fields: Array<{ label: string; value: string }> = []
  const seen = new Set<string>()
  for (const [key, raw] of Object.entries(payload)) {
    if (HIDDEN.has(key)) continue
    const label = LABELS[key] ?? humanize(key)
    const value = formatValue(typeof raw === 'string' && /^\s*[[{]/.test(raw) ? parseJson(raw) : raw).trim()
    if (!value || seen.has(label)) continue
    seen.add(label)
    fields.push({ label, value })
  }
  return fields
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The payload of a stored row, an empty object when it is not readable. */
export function readPayload(text: string): Record<string, unknown> {
  const value = parseJson(text)
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

export const FILE_FIELD_LABELS: Record<string, string> = {
  insuranceCOI: 'Certificate of insurance',
  projectFiles: 'Project file',
  capabilityStatement: 'Capability statement',
}
