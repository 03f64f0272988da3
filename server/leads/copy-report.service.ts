import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { CopyReportBody } from '#core/leads/copy-report.ts'
import { createListingVerifier } from '#server/listings/listing-verify.service.ts'
import { storeInquiry } from './inquiries.service.ts'

export const COPY_REPORT_SUBJECT = 'Reported copy of a listing'

/**
 * "Report a copy" (docs/decisions/0148-verify-a-listing.md): a lead of kind 'copy-report' mailed to the office, about
 * the listing the visitor checked when that check found one of ours. No mail goes to the visitor: the address is not
 * confirmed, and staff answer from the inbox when one is given.
 */
export async function recordCopyReport(
  db: Kysely<Database>,
  body: CopyReportBody,
  { officeEmail, publicUrl }: { officeEmail: string; publicUrl: string },
): Promise<string> {
  const checked = body.checked && (await createListingVerifier(db, { publicUrl })(body.checked))
  const listing = checked && checked.result === 'ours' ? checked.listing : undefined
  const text = [
    'A visitor reported a listing seen elsewhere through "Verify a listing".',
    '',
    `Where they saw it: ${body.seenAt}`,
    `What they checked: ${body.checked || 'nothing'}`,
    `Our listing: ${listing ? `${listing.title} (${listing.listingCode}) ${publicUrl}${listing.url}` : 'none found'}`,
    `Email: ${body.email || 'not given'}`,
    '',
    'What happened:',
    body.message,
  ].join('\n')
  return storeInquiry(db, {
    kind: 'copy-report',
    propertyId: listing?._id ?? null,
    name: '',
    email: body.email,
    phone: '',
    message: body.message,
    payload: { seenAt: body.seenAt, checked: body.checked, message: body.message, email: body.email, subject: COPY_REPORT_SUBJECT },
    mail: { to: officeEmail, ...(body.email && { replyTo: body.email }), subject: COPY_REPORT_SUBJECT, text },
  })
}
