// The preferred-bidder application's lists, labels, messages and ordered rules (docs/product.md#preferred-bidders-application),
// without zod (isPhone's module is tree-shaken to the function) so the page checks instantly; core/leads/bidder-application.ts is the server's schema, which applies these same rules.

import { isPhone } from '#core/normalize-text.ts'
import {
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_PROJECT_FILES_MAX,
  APPLICATION_TOTAL_MAX_BYTES,
  DOCUMENT_KINDS,
  type FileKind,
} from '#core/file-kinds.ts'
import { choices } from '#core/choices.ts'

export const TRADES = choices({
  'general-contractor': 'General Contractor',
  roofing: 'Roofing',
  hvac: 'HVAC',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  flooring: 'Flooring',
  painting: 'Painting',
  drywall: 'Drywall',
  carpentry: 'Carpentry',
  concrete: 'Concrete',
  landscaping: 'Landscaping',
  'windows-doors': 'Windows & Doors',
  'kitchen-bath': 'Kitchen & Bath',
  demolition: 'Demolition',
  cleaning: 'Cleaning',
  other: 'Other',
})
export const TRADE_VALUES = TRADES.map((t) => t.value) as readonly string[]

export const SERVICE_AREAS = choices({
  'metro-omaha': 'Metro Omaha only',
  broader: 'Broader area (Nebraska and Iowa)',
})
export const YES_NO = choices({
  yes: 'Yes',
  no: 'No',
})

/** The required fields, in the order they are checked, with the labels the form shows. */
export const REQUIRED_FIELDS = [
  ['companyName', 'Company Name'],
  ['primaryContact', 'Primary Contact'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['businessAddress', 'Business Address'],
  ['insuranceInfo', 'Insurance Information'],
  ['bondingStatus', 'Bonding Status'],
  ['yearsInBusiness', 'Years in Business'],
  ['crewSize', 'Crew Size'],
  ['serviceArea', 'Service Area'],
  ['oshaViolations', 'OSHA Violations'],
  ['litigationHistory', 'Litigation History'],
] as const

export const REFERENCE_FIELDS = ['name', 'company', 'phone', 'email', 'project'] as const
export const REFERENCES_MIN = 2
export const REFERENCES_MAX = 10

/** Application ids: a fixed prefix, the server's timestamp and a random part, 24 characters at most. */
export const APPLICATION_ID_PATTERN = /^PB-\d{13}-[0-9a-z]{7}$/

export const APPLICATION_STATUSES = ['received', 'under-review', 'approved', 'declined'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const BIDDER_MESSAGES = {
  missing: (label: string) => `Please fill in the ${label.toLowerCase()} field.`,
  trades: 'Please select at least one trade/service.',
  reference: (n: number) => `Please complete all fields for Reference ${n}.`,
  agreements: 'Please agree to all compliance requirements.',
  success:
    'Application submitted successfully! A confirmation email has been sent to your email address. We will review your information and follow up within 10 business days.',
  failure: 'Error submitting application. Please try again.',
  bonding: 'Please choose Yes or No for bonding.',
  years: 'Years in business must be a whole number, 0 or more.',
  crew: 'Crew size must be a whole number, 1 or more.',
  tradesList: 'Please choose trades from the list.',
  serviceArea: 'Please choose a service area from the list.',
  yesNo: 'Please answer Yes or No.',
} as const

/** The two agreements' words beside their boxes (unticked at first), as the page shows them. */
export const BIDDER_AGREEMENTS = {
  agreeToProvideDocuments: 'I agree to provide current licenses, insurance certificates and W-9 on request.',
  agreeToSiteRules: 'I agree to follow job-site safety rules, schedules and clean-up standards.',
} as const

/** What an applicant agrees to by ticking both boxes: the words kept with the application (core/leads/consent.ts). */
export const BIDDER_AGREEMENTS_TEXT = `${BIDDER_AGREEMENTS.agreeToProvideDocuments} ${BIDDER_AGREEMENTS.agreeToSiteRules}`

export interface BidderReference {
  name: string
  company: string
  phone: string
  email: string
  project: string
}

/** An application's answers as both sides check them (files travel separately). */
export interface BidderAnswers {
  companyName: string
  primaryContact: string
  phone: string
  email: string
  businessAddress: string
  businessLicense: string
  contractorLicense: string
  insuranceInfo: string
  bondingStatus: string
  bondingDetails: string
  yearsInBusiness: string
  crewSize: string
  tradesServices: string[]
  otherTradesDetails: string
  serviceArea: string
  broaderAreaDetails: string
  recentProjects: string
  references: BidderReference[]
  oshaViolations: string
  litigationHistory: string
  violationsExplanation: string
  agreeToProvideDocuments: boolean
  agreeToSiteRules: boolean
}

export const emptyReference = (): BidderReference => ({ name: '', company: '', phone: '', email: '', project: '' })

export const emptyAnswers = (): BidderAnswers => ({
  companyName: '',
  primaryContact: '',
  phone: '',
  email: '',
  businessAddress: '',
  businessLicense: '',
  contractorLicense: '',
  insuranceInfo: '',
  bondingStatus: '',
  bondingDetails: '',
  yearsInBusiness: '',
  crewSize: '',
  tradesServices: [],
  otherTradesDetails: '',
  serviceArea: '',
  broaderAreaDetails: '',
  recentProjects: '',
  references: [emptyReference(), emptyReference()],
  oshaViolations: '',
  litigationHistory: '',
  violationsExplanation: '',
  agreeToProvideDocuments: false,
  agreeToSiteRules: false,
})

/** The first problem and the field it belongs to (a form control's name, e.g. "references.1.email"). */
export interface BidderProblem {
  field: string
  message: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const wholeNumber = (v: string, min: number, max: number) => /^\d{1,6}$/.test(v) && Number(v) >= min && Number(v) <= max

/**
 * The ordered rules (required fields, a trade, complete references, both
 * agreements), then the checks a typed input would make (email, phone, the
 * numbers' minimums, values from the lists).
 */
export function applicationProblem(a: BidderAnswers): BidderProblem | null {
  for (const [field, label] of REQUIRED_FIELDS) if (!a[field].trim()) return { field, message: BIDDER_MESSAGES.missing(label) }
  if (a.tradesServices.length === 0) return { field: 'tradesServices', message: BIDDER_MESSAGES.trades }
  for (let i = 0; i < Math.max(REFERENCES_MIN, a.references.length); i++) {
    const ref = a.references[i] ?? emptyReference()
    const empty = REFERENCE_FIELDS.find((k) => !ref[k].trim())
    if (empty) return { field: `references.${i}.${empty}`, message: BIDDER_MESSAGES.reference(i + 1) }
  }
  if (!a.agreeToProvideDocuments) return { field: 'agreeToProvideDocuments', message: BIDDER_MESSAGES.agreements }
  if (!a.agreeToSiteRules) return { field: 'agreeToSiteRules', message: BIDDER_MESSAGES.agreements }

  if (!isPhone(a.phone)) return { field: 'phone', message: 'Please enter a valid phone number, such as 402-555-0199.' }
  if (!EMAIL.test(a.email)) return { field: 'email', message: 'Please enter a valid email address.' }
  if (!['yes', 'no'].includes(a.bondingStatus)) return { field: 'bondingStatus', message: BIDDER_MESSAGES.bonding }
  if (!wholeNumber(a.yearsInBusiness, 0, 200)) return { field: 'yearsInBusiness', message: BIDDER_MESSAGES.years }
  if (!wholeNumber(a.crewSize, 1, 100_000)) return { field: 'crewSize', message: BIDDER_MESSAGES.crew }
  const unknownTrade = a.tradesServices.find((t) => !TRADE_VALUES.includes(t))
  if (unknownTrade || new Set(a.tradesServices).size !== a.tradesServices.length)
    return { field: 'tradesServices', message: BIDDER_MESSAGES.tradesList }
  if (!SERVICE_AREAS.some((s) => s.value === a.serviceArea)) return { field: 'serviceArea', message: BIDDER_MESSAGES.serviceArea }
  for (const field of ['oshaViolations', 'litigationHistory'] as const)
    if (!['yes', 'no'].includes(a[field])) return { field, message: BIDDER_MESSAGES.yesNo }
  if (a.references.length > REFERENCES_MAX) return { field: 'references', message: `Please give at most ${REFERENCES_MAX} references.` }
  for (const [i, ref] of a.references.entries()) {
    if (!isPhone(ref.phone)) return { field: `references.${i}.phone`, message: `Please enter a valid phone number for Reference ${i + 1}.` }
    if (!EMAIL.test(ref.email))
      return { field: `references.${i}.email`, message: `Please enter a valid email address for Reference ${i + 1}.` }
  }
  return null
}

/** Which conditional fields the form shows; hidden ones are sent empty. */
export const shownDetails = (
  a: Pick<BidderAnswers, 'bondingStatus' | 'tradesServices' | 'serviceArea' | 'oshaViolations' | 'litigationHistory'>,
) => ({
  bondingDetails: a.bondingStatus === 'yes',
  otherTradesDetails: a.tradesServices.includes('other'),
  broaderAreaDetails: a.serviceArea === 'broader',
  violationsExplanation: a.oshaViolations === 'yes' || a.litigationHistory === 'yes',
})

/** The application's file inputs (accepted types; limits: 15 MB a file, 10 project files, 60 MB in all). */
export const APPLICATION_FILE_FIELDS = {
  insuranceCOI: { kinds: [...DOCUMENT_KINDS, 'jpeg', 'png'], maxCount: 1 },
  projectFiles: { kinds: [...DOCUMENT_KINDS, 'jpeg', 'png'], maxCount: APPLICATION_PROJECT_FILES_MAX },
  capabilityStatement: { kinds: [...DOCUMENT_KINDS], maxCount: 1 },
} as const satisfies Record<string, { kinds: readonly FileKind[]; maxCount: number }>
export type ApplicationFileField = keyof typeof APPLICATION_FILE_FIELDS
export { APPLICATION_FILE_MAX_BYTES, APPLICATION_TOTAL_MAX_BYTES }
