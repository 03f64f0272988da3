import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import type { Lang } from '#core/i18n/locale.ts'
import { ALERT_LIST_LIMIT } from '#core/leads/saved-search-names.ts'
import { openHouseBadge, openHouseDay } from '#core/listings/open-house-times.ts'
import { escapeHtml as e } from '#server/mail/mail-footer.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'
import { mailWords, storedLang } from '#server/mail/mail-words.ts'
import { doubleOptInMail, htmlPage, mailNote } from '#server/mail/visitor-html.ts'

// The mails of saved searches and saved homes (docs/decisions/0161-saved-searches-and-alerts.md): one function per
// mail, in the reader's locale (docs/decisions/0184-visitor-mail-language.md).

type Mail = Omit<OutgoingMail, 'relatedId'>

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim()

/** The confirmation a new tie of a browser to an address sends: nothing more is mailed until it is pressed. */
export function alertConfirmationMail(locale: string, to: string, link: string): Mail {
  const lang = storedLang(locale)
  const { t } = mailWords(lang)
  return doubleOptInMail(lang, {
    to,
    subject: t('savedSearches.confirmSubject'),
    ask: t('savedSearches.confirmAsk', { company: COMPANY_NAME }),
    notYou: t('savedSearches.confirmNotYou'),
    link,
  })
}

/** One home in an alert. */
export interface AlertHome {
  title: string
  place: string
  price: number
  url: string
}

export interface AlertContent {
  /** The search's name ("Your saved homes" for the saved homes' alert). */
  name: string
  kind: 'search' | 'homes'
  /** New matches, at most ALERT_LIST_LIMIT of them listed, and how many there are in all. */
  newHomes: AlertHome[]
  newTotal: number
  priceDrops: Array<AlertHome & { before: number }>
  statusChanges: Array<AlertHome & { status: string }>
  openHouses: Array<AlertHome & { startsAt: string; endsAt: string }>
  searchUrl: string
  manageUrl: string
  unsubscribeUrl: string
}

const STATUS_KEYS = ['pending', 'sold', 'rented']

/** An alert: what changed among the search's homes since its last mail, with one-click unsubscribe of that search. */
export function alertMail(locale: string, to: string, c: AlertContent): Mail {
  const lang = storedLang(locale)
  const w = mailWords(lang)
  const { t } = w
  const sections: Array<{ heading: string; lines: Array<{ home: AlertHome; note: string }> }> = []
  if (c.newHomes.length > 0)
    sections.push({
      heading: t('savedSearches.newHomes', { count: c.newTotal }),
      lines: c.newHomes.slice(0, ALERT_LIST_LIMIT).map((home) => ({ home, note: w.price(home.price) })),
    })
  if (c.priceDrops.length > 0)
    sections.push({
      heading: t('savedSearches.priceDrops'),
      lines: c.priceDrops.map((home) => ({ home, note: `${w.price(home.before)} → ${w.price(home.price)}` })),
    })
  if (c.statusChanges.length > 0)
    sections.push({
      heading: t('savedSearches.statusChanges'),
      lines: c.statusChanges.map((home) => ({
        home,
        note: t('savedSearches.now', {
          status: t(`savedSearches.status.${STATUS_KEYS.includes(home.status) ? home.status : 'available'}`),
        }),
      })),
    })
  if (c.openHouses.length > 0)
    sections.push({
      heading: t('savedSearches.openHouses'),
      lines: c.openHouses.map((home) => ({ home, note: openHouseNote(lang, home.startsAt, home.endsAt) })),
    })
  const more = c.newTotal > ALERT_LIST_LIMIT ? t('savedSearches.seeAll', { count: c.newTotal }) : undefined
  const name = oneLine(c.name)
  const why =
    c.kind === 'homes'
      ? t('savedSearches.whyHomes', { company: COMPANY_NAME })
      : t('savedSearches.whySearch', { name, company: COMPANY_NAME })
  const text = [
    t('savedSearches.newsAbout', { name }),
    ...sections.flatMap((s) => [
      '',
      s.heading,
      ...s.lines.map((l) => `- ${oneLine(l.home.title)}, ${oneLine(l.home.place)}: ${l.note}\n  ${l.home.url}`),
    ]),
    ...(more ? ['', `${more}: ${c.searchUrl}`] : []),
    '',
    t('savedSearches.manageLine', { url: c.manageUrl }),
    '',
    '--',
    why,
    t(c.kind === 'homes' ? 'savedSearches.unsubscribeHomes' : 'savedSearches.unsubscribeSearch', { url: c.unsubscribeUrl }),
  ].join('\n')
  const html = htmlPage(
    lang,
    `<p>${t('savedSearches.newsAbout', { name: `<strong>${e(name)}</strong>` })}</p>
${sections
  .map(
    (s) => `<h2 style="font-size:17px;margin:20px 0 6px">${e(s.heading)}</h2>
<ul style="padding-left:18px;margin:0">
${s.lines.map((l) => `<li style="margin:0 0 6px"><a href="${e(l.home.url)}" style="color:#1d4ed8">${e(oneLine(l.home.title))}</a>, ${e(oneLine(l.home.place))}: <strong>${e(l.note)}</strong></li>`).join('\n')}
</ul>`,
  )
  .join('\n')}
${more ? `<p><a href="${e(c.searchUrl)}" style="color:#1d4ed8;font-weight:bold">${e(more)}</a></p>` : ''}
<p><a href="${e(c.manageUrl)}" style="color:#1d4ed8">${e(t('savedSearches.manage'))}</a></p>
${mailNote(`${e(why)} <a href="${e(c.unsubscribeUrl)}" style="color:#4b5563">${e(t('savedSearches.unsubscribe'))}</a>`)}`,
  )
  const subject =
    c.newTotal > 0
      ? t('savedSearches.subject.newHomes', { count: c.newTotal, name })
      : c.kind === 'homes'
        ? t('savedSearches.subject.homes')
        : t('savedSearches.subject.search', { name })
  return { to, subject, text, html, listUnsubscribe: c.unsubscribeUrl, lang }
}

/** "Open Sun, Dec 14, 1–3 PM" as the cards say it; in Spanish, the day and hours as es-US writes them. */
function openHouseNote(lang: Lang, startsAt: string, endsAt: string): string {
  if (lang === 'en') return openHouseBadge(startsAt, endsAt)
  const w = mailWords(lang)
  return w.t('time.openHouse', {
    day: openHouseDay(startsAt, lang),
    hours: w.hours(startsAt, endsAt),
  })
}
