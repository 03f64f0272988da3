import { TRADES, SERVICE_AREAS } from '#core/leads/bidder-rules.ts'
import type { BidderApplication } from '#core/leads/bidder-application.ts'
import { megabytes } from '#core/file-kinds.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'
import { greeting } from '#server/mail/visitor-text.ts'
import { localizedPath, type Lang } from '#core/i18n/locale.ts'
import { mailWords } from '#server/mail/mail-words.ts'

// The two mails of a preferred-bidder application: the office's, listing every
// answer and naming the files (which stay on the server), and the applicant's
// confirmation with the private status link. The applicant's address is not confirmed, so their mail quotes
// nothing they typed but their own name (server/mail/visitor-text.ts).

export interface MailedFile {
  field: string
  originalName: string
  bytes: number
}

const FILE_FIELDS: Record<string, string> = {
  insuranceCOI: 'Certificate of insurance',
  projectFiles: 'Project file',
  capabilityStatement: 'Capability statement',
}
const label = (list: ReadonlyArray<{ value: string; label: string }>, value: string) => list.find((o) => o.value === value)?.label ?? value
const yesNo = (v: string) => (v === 'yes' ? 'Yes' : 'No')

export function officeMail(
  a: BidderApplication,
  application: { id: string; submittedAt: string },
  files: MailedFile[],
  officeEmail: string,
): Omit<OutgoingMail, 'relatedId'> {
  const lines = [
    `New preferred bidder application ${application.id} (${application.submittedAt})`,
    '',
    'COMPANY INFORMATION',
    `Company: ${a.companyName}`,
    `Primary contact: ${a.primaryContact}`,
    `Phone: ${a.phone}`,
    `Email: ${a.email}`,
    `Business address: ${a.businessAddress}`,
    '',
    'BUSINESS CREDENTIALS',
    `Business license: ${a.businessLicense || 'not given'}`,
    `Contractor license: ${a.contractorLicense || 'not given'}`,
    `Insurance: ${a.insuranceInfo}`,
    `Bonded: ${yesNo(a.bondingStatus)}${a.bondingStatus === 'yes' && a.bondingDetails ? ` (${a.bondingDetails})` : ''}`,
    '',
    'EXPERIENCE & CAPABILITIES',
    `Years in business: ${a.yearsInBusiness}`,
    `Crew size: ${a.crewSize}`,
    `Trades: ${a.tradesServices.map((t) => label(TRADES, t)).join(', ')}`,
    ...(a.tradesServices.includes('other') && a.otherTradesDetails ? [`Other trades: ${a.otherTradesDetails}`] : []),
    `Service area: ${label(SERVICE_AREAS, a.serviceArea)}`,
    ...(a.serviceArea === 'broader' && a.broaderAreaDetails ? [`Broader area: ${a.broaderAreaDetails}`] : []),
    `Recent projects: ${a.recentProjects || 'not given'}`,
    '',
    'REFERENCES',
    ...a.references.map((r, i) => `${i + 1}. ${r.name}, ${r.company}, ${r.phone}, ${r.email}; project: ${r.project}`),
    '',
    'PERFORMANCE & BACKGROUND',
    `OSHA violations: ${yesNo(a.oshaViolations)}`,
    `Sued in the last 5 years: ${yesNo(a.litigationHistory)}`,
    ...(a.violationsExplanation ? [`Explanation: ${a.violationsExplanation}`] : []),
    '',
    'COMPLIANCE & VERIFICATION',
    `Agrees to provide documents: ${a.agreeToProvideDocuments ? 'Yes' : 'No'}`,
    `Agrees to site rules: ${a.agreeToSiteRules ? 'Yes' : 'No'}`,
    '',
    'FILES (kept on the server with the application)',
    ...(files.length ? files.map((f) => `- ${FILE_FIELDS[f.field] ?? f.field}: ${f.originalName} (${megabytes(f.bytes)} MB)`) : ['- none']),
  ]
  return {
    to: officeEmail,
    replyTo: a.email,
    // The server's words and id only: nothing the applicant typed reaches the office's subject line.
    subject: `Preferred Bidder Application ${application.id}`,
    text: lines.join('\n'),
  }
}

/** The applicant's private status page, in the language they applied in. */
export const bidderStatusUrl = (publicUrl: string, token: string, lang: Lang = 'en') =>
  `${publicUrl.replace(/\/$/, '')}${localizedPath('/application-status', lang)}?token=${token}`

export function confirmationMail(
  a: Pick<BidderApplication, 'email' | 'primaryContact'>,
  application: { id: string; statusUrl: string },
  lang: Lang = 'en',
): Omit<OutgoingMail, 'relatedId'> {
  const { t } = mailWords(lang)
  return {
    to: a.email,
    subject: t('bidder.receivedSubject'),
    text: [
      greeting(a.primaryContact, lang),
      '',
      t('bidder.thanks'),
      t('bidder.number', { id: application.id }),
      '',
      t('bidder.review'),
      t('bidder.statusLink'),
      application.statusUrl,
      '',
      'Heartland Home Partners',
    ].join('\n'),
    lang,
  }
}
