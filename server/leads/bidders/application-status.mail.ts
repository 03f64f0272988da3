import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#core/leads/lead-inbox.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'
import { greeting } from '#server/mail/visitor-text.ts'

// The mail an applicant gets each time staff change the status of their
// preferred-bidder application, with the private link to
// the status page that the confirmation mail also carries. The address was typed
// into the form and never confirmed, so the mail quotes nothing typed but the
// applicant's own name (server/mail/visitor-text.ts).

const NEXT_STEP: Record<ApplicationStatus, string> = {
  received: 'We have your application and will review it shortly.',
  'under-review': 'Our team is reviewing your application and may contact your references. We follow up within 10 business days.',
  approved: 'Welcome aboard: you are now one of our preferred bidders. We will contact you about upcoming projects.',
  declined:
    'Thank you for your interest. We are not able to add your company to our preferred bidders at this time. You are welcome to apply again in the future.',
}

export function applicationStatusMail(
  application: { contactName: string; email: string; id: string },
  status: ApplicationStatus,
  statusUrl: string | undefined,
): OutgoingMail {
  const label = APPLICATION_STATUS_LABELS[status]
  const text = [
    greeting(application.contactName),
    '',
    `The status of your preferred bidder application is now: ${label}.`,
    '',
    NEXT_STEP[status],
    ...(statusUrl ? ['', `You can check the status of your application at any time here:`, statusUrl] : []),
    '',
    COMPANY_NAME,
  ].join('\n')
  return {
    to: application.email,
    subject: `Your preferred bidder application: ${label}`,
    text,
    relatedId: application.id,
  }
}
