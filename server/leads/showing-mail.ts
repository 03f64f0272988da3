import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { localizedPath, type Lang } from '#core/i18n/locale.ts'
import { openHouseLocation } from '#core/listings/open-house-calendar.ts'
import type { Listing } from '#core/listings/listing.ts'
import { SHOWING_STATUS_LABELS, type ShowingStatus } from '#core/leads/showing-link.ts'
import { needsLeadPaintNotice } from '#core/listings/lead-paint.ts'
import { icalendar, type CalendarEvent } from '#server/calendar/icalendar.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'
import { greeting, greetingName, leadPaintLines } from '#server/mail/visitor-text.ts'
import { mailWords } from '#server/mail/mail-words.ts'
import { privateLink } from './private-link.ts'

// The mails of a showing (docs/decisions/0136-showing-mail-and-calendar.md). The visitor's address was typed into
// the tour form and never confirmed, so their mails quote nothing typed but their own name (server/mail/visitor-text.ts)
// and link only to the site: the home by its listing, the agent by their card. Each carries the showing's calendar
// invitation: REQUEST while it stands (TENTATIVE until staff confirm), CANCEL once it does not; the same UID throughout
// and a higher SEQUENCE at each change, so the visitor's calendar keeps one event. Staff's mails name the visitor.

/** A showing as its mails and its private page tell it. */
export interface ShowingFacts {
  id: string
  token: string
  sequence: number
  status: ShowingStatus
  startsAt: string
  endsAt: string
  /** The visitor, and the language of the site they booked on: their mails and invitation are in it. */
  visitor: { name: string; email: string; phone: string; lang?: Lang }
  /** `exterior` (year built) where a mail may need the lead-paint notice; an agent's feed has none. */
  listing: Pick<Listing, '_id' | 'title' | 'address' | 'city' | 'state' | 'zip' | 'latitude' | 'longitude'> &
    Partial<Pick<Listing, 'exterior'>>
  /** Who shows the home: the agent, or the office when nobody is named. */
  agent: { name: string; phone: string; email: string }
}

/** What happened, which the visitor's mail tells. */
export type VisitorNews = 'booked' | 'confirmed' | 'declined' | 'moved' | 'cancelled' | 'reminder-day' | 'reminder-soon'

/** "Wednesday, December 2, 2026, 10–10:30 AM (Omaha time)", in the reader's language (staff's: English). */
export const showingWhen = (s: Pick<ShowingFacts, 'startsAt' | 'endsAt'>, lang: Lang = 'en'): string => {
  const w = mailWords(lang)
  return w.t('showing.when', { day: w.longDay(s.startsAt), hours: w.hours(s.startsAt, s.endsAt), zone: w.zone() })
}

const agentLine = (a: ShowingFacts['agent']) => (a.phone ? `${a.name}, ${a.phone}` : a.name)

const STANDS: readonly ShowingStatus[] = ['requested', 'confirmed']

/** The showing as one calendar event, for the visitor's invitation and (with `visitor` false) the agent's feed. */
export function showingEvent(s: ShowingFacts, publicUrl: string, visitor = true): CalendarEvent {
  const host = new URL(publicUrl).hostname
  const name = greetingName(s.visitor.name)
  const { t, page } = mailWords(visitor ? (s.visitor.lang ?? 'en') : 'en')
  const home = page(publicUrl, `/property/${s.listing._id}`)
  return {
    uid: `showing-${s.id}@${host}`,
    sequence: s.sequence,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    title: visitor ? t('showing.event.title', { title: s.listing.title }) : `Showing: ${s.listing.title} (${name || 'visitor'})`,
    location: openHouseLocation(s.listing),
    description: (visitor
      ? [
          t('showing.event.agent', { agent: agentLine(s.agent) }),
          s.status === 'requested' ? t('showing.event.waiting') : '',
          t('showing.event.home', { url: home }),
          t('showing.event.change', { url: privateLink(publicUrl, localizedPath('/showing', s.visitor.lang ?? 'en'), s.token) }),
        ]
      : // The agent's own feed: whom they meet and how to reach them.
        [
          `Visitor: ${s.visitor.name || 'not given'}`,
          s.visitor.phone ? `Phone: ${s.visitor.phone}` : '',
          s.visitor.email ? `E-mail: ${s.visitor.email}` : '',
          `Status: ${SHOWING_STATUS_LABELS[s.status]}`,
          `The home: ${publicUrl}/property/${s.listing._id}`,
        ]
    )
      .filter(Boolean)
      .join('\n'),
    url: home,
    geo:
      s.listing.latitude !== null && s.listing.longitude !== null
        ? { latitude: s.listing.latitude, longitude: s.listing.longitude }
        : undefined,
    // A no-show took its time on the agent's calendar; only a declined or cancelled showing is off it.
    status: s.status === 'requested' ? 'TENTATIVE' : s.status === 'confirmed' || s.status === 'no-show' ? 'CONFIRMED' : 'CANCELLED',
    organizer: { name: s.agent.name, email: s.agent.email },
    attendee: visitor ? { name: name || s.visitor.email, email: s.visitor.email } : undefined,
  }
}

/** The visitor's invitation: the event, or its cancellation once the showing no longer stands. */
export function showingInvitation(s: ShowingFacts, options: { publicUrl: string; now: Date }): string {
  const method = STANDS.includes(s.status) ? 'REQUEST' : 'CANCEL'
  return icalendar({ method, product: 'Showings', events: [showingEvent(s, options.publicUrl)], now: options.now })
}

/** The key of what happened: a booking or a move says whether the time is confirmed or waits for the agent. */
const NEWS_KEY: Record<VisitorNews, (s: ShowingFacts) => string> = {
  booked: (s) => (s.status === 'confirmed' ? 'bookedConfirmed' : 'bookedRequested'),
  confirmed: () => 'confirmed',
  declined: () => 'declined',
  moved: (s) => (s.status === 'confirmed' ? 'movedConfirmed' : 'movedRequested'),
  cancelled: () => 'cancelled',
  'reminder-day': () => 'reminderDay',
  'reminder-soon': () => 'reminderSoon',
}

/** The visitor's mail about their showing, with its calendar invitation and private link. */
export function visitorShowingMail(news: VisitorNews, s: ShowingFacts, options: { publicUrl: string; now: Date }): OutgoingMail {
  const stands = STANDS.includes(s.status)
  const lang = s.visitor.lang ?? 'en'
  const { t } = mailWords(lang)
  const key = NEWS_KEY[news](s)
  return {
    to: s.visitor.email,
    subject: t(`showing.subject.${key}`),
    text: [
      greeting(s.visitor.name, lang),
      '',
      t(`showing.opening.${key}`, { title: s.listing.title, agent: s.agent.name }),
      '',
      t('showing.home', { title: s.listing.title, place: openHouseLocation(s.listing) }),
      t('showing.whenLine', { when: showingWhen(s, lang) }),
      t('showing.agent', { agent: agentLine(s.agent) }),
      '',
      stands ? t('showing.linkStands') : t('showing.linkGone'),
      privateLink(options.publicUrl, localizedPath('/showing', lang), s.token),
      '',
      stands ? t('showing.calendarStands') : t('showing.calendarGone'),
      '',
      // A home built before 1978: the lead-based paint notice, short, with the pamphlet (docs/decisions/0156-lead-paint-notice.md).
      ...((news === 'booked' || news === 'confirmed') && needsLeadPaintNotice(s.listing.exterior?.yearBuilt)
        ? [...leadPaintLines(s.listing.exterior!.yearBuilt!, lang), '']
        : []),
      COMPANY_NAME,
    ].join('\n'),
    calendar: showingInvitation(s, options),
    lang,
  }
}

/** The agent's (office in copy) mail when the visitor cancels or moves their showing. */
export function staffShowingMail(
  news: 'cancelled' | 'moved',
  s: ShowingFacts,
  options: { officeEmail: string; before?: Pick<ShowingFacts, 'startsAt' | 'endsAt'> },
): OutgoingMail {
  const to = s.agent.email || options.officeEmail
  const home = openHouseLocation(s.listing)
  return {
    to,
    cc: to === options.officeEmail ? '' : options.officeEmail,
    replyTo: s.visitor.email,
    subject: news === 'cancelled' ? `Showing cancelled - ${home}` : `Showing moved - ${home}`,
    text: [
      news === 'cancelled'
        ? `The visitor cancelled their showing of ${s.listing.title}, ${home}. The time is free again.`
        : `The visitor moved their showing of ${s.listing.title}, ${home}.`,
      '',
      ...(options.before ? [`Before: ${showingWhen(options.before)}`, `Now: ${showingWhen(s)}`] : [`When: ${showingWhen(s)}`]),
      ...(news === 'moved' && s.status === 'requested' ? ['The new time waits for your answer in the portal (Showings).'] : []),
      '',
      `Name: ${s.visitor.name}`,
      `Email: ${s.visitor.email}`,
      `Phone: ${s.visitor.phone || 'not given'}`,
    ].join('\n'),
  }
}
