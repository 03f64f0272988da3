import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { formatPrice, listStatusLabel } from '#core/format.ts'
import { ALERT_LIST_LIMIT } from '#core/leads/saved-searches.ts'
import { openHouseBadge } from '#core/listings/open-house-times.ts'
import { escapeHtml as e } from '#server/mail/mail-footer.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'

// The mails of saved searches and saved homes (docs/decisions/0161-saved-searches-and-alerts.md): one function per
// mail, given the reader's locale, so the Spanish site can translate them in one place. English today.

type Mail = Omit<OutgoingMail, 'relatedId'>

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim()

const page = (body: string) => `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
${body}
</body></html>`

/** The confirmation a new tie of a browser to an address sends: nothing more is mailed until it is pressed. */
export function alertConfirmationMail(_locale: string, to: string, link: string): Mail {
  const ask = `Please confirm that you want emails from ${COMPANY_NAME} about the homes and searches you saved on our website.`
  const notYou = `Didn't ask for this? Someone typed your address on our website. Ignore this email: you will get nothing more from us.`
  const text = [ask, '', `Confirm: ${link}`, '', '--', notYou].join('\n')
  const html = page(`<p>${e(ask)}</p>
<p><a href="${e(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">Confirm my email</a></p>
<hr style="border:none;border-top:1px solid #d1d5db;margin:24px 0 12px">
<p style="font-size:13px;color:#4b5563">${e(notYou)}</p>`)
  return { to, subject: 'Please confirm: emails about your saved homes and searches', text, html }
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

/** An alert: what changed among the search's homes since its last mail, with one-click unsubscribe of that search. */
export function alertMail(_locale: string, to: string, c: AlertContent): Mail {
  const sections: Array<{ heading: string; lines: Array<{ home: AlertHome; note: string }> }> = []
  if (c.newHomes.length > 0)
    sections.push({
      heading: c.newTotal === 1 ? 'A new home matches your search' : `${c.newTotal} new homes match your search`,
      lines: c.newHomes.slice(0, ALERT_LIST_LIMIT).map((home) => ({ home, note: formatPrice(home.price) })),
    })
  if (c.priceDrops.length > 0)
    sections.push({
      heading: 'Price drops',
      lines: c.priceDrops.map((home) => ({ home, note: `${formatPrice(home.before)} → ${formatPrice(home.price)}` })),
    })
  if (c.statusChanges.length > 0)
    sections.push({
      heading: 'Status changes',
      lines: c.statusChanges.map((home) => ({ home, note: `Now ${listStatusLabel(home.status)}` })),
    })
  if (c.openHouses.length > 0)
    sections.push({
      heading: 'New open houses',
      lines: c.openHouses.map((home) => ({ home, note: openHouseBadge(home.startsAt, home.endsAt) })),
    })
  const more = c.newTotal > ALERT_LIST_LIMIT ? `See all ${c.newTotal} new homes` : undefined
  const name = oneLine(c.name)
  const why =
    c.kind === 'homes'
      ? `You get this email because you asked ${COMPANY_NAME} to tell you about your saved homes.`
      : `You get this email because you saved the search "${name}" with ${COMPANY_NAME}.`
  const text = [
    `News about ${name}:`,
    ...sections.flatMap((s) => [
      '',
      s.heading,
      ...s.lines.map((l) => `- ${oneLine(l.home.title)}, ${oneLine(l.home.place)}: ${l.note}\n  ${l.home.url}`),
    ]),
    ...(more ? ['', `${more}: ${c.searchUrl}`] : []),
    '',
    `Manage your searches and saved homes: ${c.manageUrl}`,
    '',
    '--',
    why,
    `Unsubscribe from this ${c.kind === 'homes' ? 'alert' : 'search'}: ${c.unsubscribeUrl}`,
  ].join('\n')
  const html = page(`<p>News about <strong>${e(name)}</strong>:</p>
${sections
  .map(
    (s) => `<h2 style="font-size:17px;margin:20px 0 6px">${e(s.heading)}</h2>
<ul style="padding-left:18px;margin:0">
${s.lines.map((l) => `<li style="margin:0 0 6px"><a href="${e(l.home.url)}" style="color:#1d4ed8">${e(oneLine(l.home.title))}</a>, ${e(oneLine(l.home.place))}: <strong>${e(l.note)}</strong></li>`).join('\n')}
</ul>`,
  )
  .join('\n')}
${more ? `<p><a href="${e(c.searchUrl)}" style="color:#1d4ed8;font-weight:bold">${e(more)}</a></p>` : ''}
<p><a href="${e(c.manageUrl)}" style="color:#1d4ed8">Manage your searches and saved homes</a></p>
<hr style="border:none;border-top:1px solid #d1d5db;margin:24px 0 12px">
<p style="font-size:13px;color:#4b5563">${e(why)} <a href="${e(c.unsubscribeUrl)}" style="color:#4b5563">Unsubscribe</a></p>`)
  const subject =
    c.newTotal > 0
      ? `${c.newTotal === 1 ? 'A new home' : `${c.newTotal} new homes`} for "${name}"`
      : c.kind === 'homes'
        ? 'News about your saved homes'
        : `News about homes in "${name}"`
  return { to, subject, text, html, listUnsubscribe: c.unsubscribeUrl }
}
