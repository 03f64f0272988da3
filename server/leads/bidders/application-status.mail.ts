import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import type { ApplicationStatus } from '#core/leads/lead-inbox.ts'
import type { Lang } from '#core/i18n/locale.ts'
import { mailWords } from '#server/mail/mail-words.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'
import { greeting } from '#server/mail/visitor-text.ts'

// The mail an applicant gets each time staff change the status of their
// preferred-bidder application, with the private link to
// the status page that the confirmation mail also carries. The address was typed
// into the form and never confirmed, so the mail quotes nothing typed but the
// applicant's own name (server/mail/visitor-text.ts).

export function applicationStatusMail(
  application: { contactName: string; email: string; id: string; lang?: Lang },
  status: ApplicationStatus,
  statusUrl: string | undefined,
): OutgoingMail {
  const lang = application.lang ?? 'en'
  const { t } = mailWords(lang)
  const label = t(`bidder.label.${status}`)
  const text = [
    greeting(application.contactName, lang),
    '',
    t('bidder.statusNow', { label }),
    '',
    t(`bidder.next.${status}`),
    ...(statusUrl ? ['', t('bidder.statusLinkShort'), statusUrl] : []),
    '',
    COMPANY_NAME,
  ].join('\n')
  return { to: application.email, subject: t('bidder.statusSubject', { label }), text, relatedId: application.id, lang }
}
