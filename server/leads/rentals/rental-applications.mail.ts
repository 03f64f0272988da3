import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import type { RentalApplicationStatus } from '#core/leads/rental-application.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'
import { greeting, leadPaintLines } from '#server/mail/visitor-text.ts'
import { mailWords, storedLang } from '#server/mail/mail-words.ts'
import { needsLeadPaintNotice } from '#core/listings/lead-paint.ts'
import { LANGS, type Lang } from '#core/i18n/locale.ts'

// The mails of a rental application (docs/decisions/0130-rental-applications.md). Every applicant's address was typed
// into a form and never confirmed, so the applicants' mails quote nothing typed but the recipient's own name
// (server/mail/visitor-text.ts): the home is named by the listing's own title, which staff wrote. They are in the language of
// the site the application was sent from, kept with each applicant; staff's mails stay English.

interface Recipient {
  name: string
  email: string
  /** The language of the site the application was sent from (docs/decisions/0184-visitor-mail-language.md). */
  locale?: string
}
interface Home {
  title: string
  address: string
  /** For the lead-based paint notice of a home built before 1978 (docs/decisions/0156-lead-paint-notice.md). */
  yearBuilt?: number | null
}

export function receivedMail(to: Recipient, home: Home, statusUrl: string, relatedId: string, coApplicants: number): OutgoingMail {
  const lang = storedLang(to.locale)
  const { t } = mailWords(lang)
  return {
    to: to.email,
    subject: t('rental.receivedSubject', { title: home.title }),
    text: [
      greeting(to.name, lang),
      '',
      t('rental.thanks', { title: home.title, address: home.address }),
      coApplicants > 0 ? t('rental.coApplicants') : t('rental.review'),
      '',
      t('rental.follow'),
      statusUrl,
      '',
      ...(needsLeadPaintNotice(home.yearBuilt) ? [...leadPaintLines(home.yearBuilt!, lang), ''] : []),
      COMPANY_NAME,
    ].join('\n'),
    relatedId,
    lang,
  }
}

/**
 * A co-applicant's invitation, in the main applicant's language (nothing else is known of the co-applicant yet), with
 * their private link in that language and, in the other language's own words, the same link in it. `partUrl` gives the
 * link in a language.
 */
export function inviteMail(to: Recipient, home: Home, partUrl: (lang: Lang) => string, relatedId: string): OutgoingMail {
  const lang = storedLang(to.locale)
  const { t } = mailWords(lang)
  const other = LANGS.find((l) => l !== lang)!
  return {
    to: to.email,
    subject: t('rental.inviteSubject', { title: home.title }),
    text: [
      greeting(to.name, lang),
      '',
      t('rental.invited', { title: home.title, address: home.address }),
      t('rental.addPart'),
      '',
      t('rental.privateLink'),
      partUrl(lang),
      '',
      mailWords(other).t('rental.inThisLanguage'),
      partUrl(other),
      '',
      t('rental.notKnown'),
      '',
      COMPANY_NAME,
    ].join('\n'),
    relatedId,
    lang,
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
  const lang = storedLang(to.locale)
  const { t } = mailWords(lang)
  const label = t(`rental.label.${status}`)
  return {
    to: to.email,
    subject: t('rental.statusSubject', { title: home.title, label }),
    text: [
      greeting(to.name, lang),
      '',
      t('rental.statusNow', { title: home.title, label }),
      '',
      ...(reason ? [reason, ''] : []),
      t(`rental.next.${status}`),
      ...(status === 'declined' ? [t('rental.declinedThanks')] : []),
      '',
      t('rental.page'),
      statusUrl,
      '',
      COMPANY_NAME,
    ].join('\n'),
    relatedId,
    lang,
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
  const lang = storedLang(to.locale)
  return { to: to.email, subject: mailWords(lang).t('rental.noticeSubject'), text: notice, relatedId, lang }
}
