import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { RENTAL_STATUS_LABELS, type RentalApplicationStatus } from '#core/leads/rental-application.ts'
import { ADVERSE_ACTION_MESSAGES } from '#core/leads/adverse-action.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'
import { greeting } from '#server/mail/visitor-text.ts'
import { leadPaintMailText, needsLeadPaintNotice } from '#core/listings/lead-paint.ts'

// The mails of a rental application (docs/decisions/0130-rental-applications.md). Every applicant's address was typed
// into a form and never confirmed, so the applicants' mails quote nothing typed but the recipient's own name
// (server/mail/visitor-text.ts): the home is named by the listing's own title, which staff wrote.

interface Recipient {
  name: string
  email: string
}
interface Home {
  title: string
  address: string
  /** For the lead-based paint notice of a home built before 1978 (docs/decisions/0156-lead-paint-notice.md). */
  yearBuilt?: number | null
}

const NEXT_STEP: Record<RentalApplicationStatus, string> = {
  received: 'We have your application. We review complete applications within two business days.',
  'under-review': 'We are reviewing your application and may call the references and employers you named.',
  approved: 'Your application is approved. We will call you to agree on the lease signing and your move-in date.',
  declined: 'We are sorry: we are not able to offer you this home.',
  withdrawn: 'Your application is withdrawn. Nothing more will happen with it.',
}

export function receivedMail(to: Recipient, home: Home, statusUrl: string, relatedId: string, coApplicants: number): OutgoingMail {
  return {
    to: to.email,
    subject: `We received your application for ${home.title}`,
    text: [
      greeting(to.name),
      '',
      `Thank you for applying to rent ${home.title}, ${home.address}.`,
      coApplicants > 0
        ? `We have e-mailed each co-applicant a private link to add their own part. We review the application once every applicant has completed theirs.`
        : 'We review complete applications within two business days.',
      '',
      'You can follow your application, or withdraw it, here (this link is private to you):',
      statusUrl,
      '',
      ...(needsLeadPaintNotice(home.yearBuilt) ? [...leadPaintMailText(home.yearBuilt!), ''] : []),
      COMPANY_NAME,
    ].join('\n'),
    relatedId,
  }
}

export function inviteMail(to: Recipient, home: Home, partUrl: string, relatedId: string): OutgoingMail {
  return {
    to: to.email,
    subject: `You were named as a co-applicant for ${home.title}`,
    text: [
      greeting(to.name),
      '',
      `You were named as a co-applicant on an application to rent ${home.title}, ${home.address}.`,
      'Please add your own part: your employment, your income, your documents and your agreement. It takes about five minutes.',
      '',
      'Your private link (do not share it):',
      partUrl,
      '',
      'If you do not know about this application, you can ignore this mail.',
      '',
      COMPANY_NAME,
    ].join('\n'),
    relatedId,
  }
}

export function statusMail(
  to: Recipient,
  home: Home,
  status: RentalApplicationStatus,
  reason: string | null,
  statusUrl: string,
  relatedId: string,
): OutgoingMail {
  const label = RENTAL_STATUS_LABELS[status]
  return {
    to: to.email,
    subject: `Your application for ${home.title}: ${label}`,
    text: [
      greeting(to.name),
      '',
      `The status of your application to rent ${home.title} is now: ${label}.`,
      '',
      ...(reason ? [reason, ''] : []),
      NEXT_STEP[status],
      ...(status === 'declined' ? ['Thank you for your interest. You are welcome to apply for our other rentals.'] : []),
      '',
      'Your application’s page:',
      statusUrl,
      '',
      COMPANY_NAME,
    ].join('\n'),
    relatedId,
  }
}

export function officeMail(officeEmail: string, home: Home, what: string, applicationId: string, reviewUrl: string): OutgoingMail {
  return {
    to: officeEmail,
    subject: `Rental application for ${home.title}: ${what}`,
    text: [`${what}: ${home.title}, ${home.address}.`, '', 'Review it in the portal:', reviewUrl].join('\n'),
    relatedId: applicationId,
  }
}

/** The adverse-action notice as staff left it, to one applicant of a declined application. */
export function adverseNoticeMail(to: Recipient, notice: string, relatedId: string): OutgoingMail {
  return { to: to.email, subject: ADVERSE_ACTION_MESSAGES.subject, text: notice, relatedId }
}
