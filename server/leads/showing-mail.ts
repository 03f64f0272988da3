import { businessZoneName } from '#core/business-time.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { openHouseHours, openHouseLongDay } from '#core/listings/open-house-times.ts'
import { openHouseLocation } from '#core/listings/open-house-calendar.ts'
import type { Listing } from '#core/listings/listing.ts'
import { SHOWING_STATUS_LABELS, type ShowingStatus } from '#core/leads/showing-link.ts'
import { leadPaintMailText, needsLeadPaintNotice } from '#core/listings/lead-paint.ts'
import { icalendar, type CalendarEvent } from '#server/calendar/icalendar.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'
import { greeting, greetingName } from '#server/mail/visitor-text.ts'
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
  visitor: { name: string; email: string; phone: string }
  /** `exterior` (year built) where a mail may need the lead-paint notice; an agent's feed has none. */
  listing: Pick<Listing, '_id' | 'title' | 'address' | 'city' | 'state' | 'zip' | 'latitude' | 'longitude'> &
    Partial<Pick<Listing, 'exterior'>>
  /** Who shows the home: the agent, or the office when nobody is named. */
  agent: { name: string; phone: string; email: string }
}

/** What happened, which the visitor's mail tells. */
export type VisitorNews = 'booked' | 'confirmed' | 'declined' | 'moved' | 'cancelled' | 'reminder-day' | 'reminder-soon'

/** "Wednesday, December 2, 2026, 10–10:30 AM (Omaha time)". */
export const showingWhen = (s: Pick<ShowingFacts, 'startsAt' | 'endsAt'>): string =>
  `${openHouseLongDay(s.startsAt)}, ${openHouseHours(s.startsAt, s.endsAt)} (${businessZoneName()})`

const agentLine = (a: ShowingFacts['agent']) => (a.phone ? `${a.name}, ${a.phone}` : a.name)

const STANDS: readonly ShowingStatus[] = ['requested', 'confirmed']

/** The showing as one calendar event, for the visitor's invitation and (with `visitor` false) the agent's feed. */
export function showingEvent(s: ShowingFacts, publicUrl: string, visitor = true): CalendarEvent {
  const host = new URL(publicUrl).hostname
  const name = greetingName(s.visitor.name)
  return {
    uid: `showing-${s.id}@${host}`,
    sequence: s.sequence,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    title: visitor ? `Showing: ${s.listing.title}` : `Showing: ${s.listing.title} (${name || 'visitor'})`,
    location: openHouseLocation(s.listing),
    description: (visitor
      ? [
          `Your agent: ${agentLine(s.agent)}`,
          s.status === 'requested' ? 'Waiting for the agent to confirm.' : '',
          `The home: ${publicUrl}/property/${s.listing._id}`,
          `Choose another time or cancel: ${privateLink(publicUrl, '/showing', s.token)}`,
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
    url: `${publicUrl}/property/${s.listing._id}`,
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

const SUBJECTS: Record<VisitorNews, (s: ShowingFacts) => string> = {
  booked: (s) => (s.status === 'confirmed' ? 'Your showing is confirmed' : 'Request received'),
  confirmed: () => 'Your showing is confirmed',
  declined: () => 'Your showing request was declined',
  moved: (s) => (s.status === 'confirmed' ? 'Your showing has a new time' : 'Request received for your new time'),
  cancelled: () => 'Your showing is cancelled',
  'reminder-day': () => 'Reminder: your showing is tomorrow',
  'reminder-soon': () => 'Reminder: your showing starts in two hours',
}

const OPENING: Record<VisitorNews, (s: ShowingFacts) => string> = {
  booked: (s) =>
    s.status === 'confirmed'
      ? `Your showing of ${s.listing.title} is confirmed. ${s.agent.name} will meet you at the home.`
      : `We received your request to see ${s.listing.title}. ${s.agent.name} will confirm it or suggest another time soon; we will e-mail you either way.`,
  confirmed: (s) => `Good news: ${s.agent.name} confirmed your showing of ${s.listing.title}. They will meet you at the home.`,
  declined: (s) =>
    `We are sorry: ${s.agent.name} cannot show you ${s.listing.title} at the time you asked for. You are welcome to choose another time with your private link below.`,
  moved: (s) =>
    s.status === 'confirmed'
      ? `Your showing of ${s.listing.title} has its new time, and it is confirmed.`
      : `We received your new time to see ${s.listing.title}. ${s.agent.name} will confirm it soon; we will e-mail you either way.`,
  cancelled: (s) => `Your showing of ${s.listing.title} is cancelled. We have told ${s.agent.name}.`,
  'reminder-day': (s) => `This is a reminder of your showing of ${s.listing.title} tomorrow.`,
  'reminder-soon': (s) => `This is a reminder: your showing of ${s.listing.title} starts in about two hours.`,
}

/** The visitor's mail about their showing, with its calendar invitation and private link. */
export function visitorShowingMail(news: VisitorNews, s: ShowingFacts, options: { publicUrl: string; now: Date }): OutgoingMail {
  const stands = STANDS.includes(s.status)
  return {
    to: s.visitor.email,
    subject: SUBJECTS[news](s),
    text: [
      greeting(s.visitor.name),
      '',
      OPENING[news](s),
      '',
      `Home: ${s.listing.title}, ${openHouseLocation(s.listing)}`,
      `When: ${showingWhen(s)}`,
      `Agent: ${agentLine(s.agent)}`,
      '',
      stands
        ? 'To see your showing, choose another time or cancel it, use your private link (do not share it):'
        : 'Your private link (do not share it):',
      privateLink(options.publicUrl, '/showing', s.token),
      '',
      stands ? 'The attached invitation adds the showing to your calendar.' : 'The attached file removes the showing from your calendar.',
      '',
      // A home built before 1978: the lead-based paint notice, short, with the pamphlet (docs/decisions/0156-lead-paint-notice.md).
      ...((news === 'booked' || news === 'confirmed') && needsLeadPaintNotice(s.listing.exterior?.yearBuilt)
        ? [...leadPaintMailText(s.listing.exterior!.yearBuilt!), '']
        : []),
      COMPANY_NAME,
    ].join('\n'),
    calendar: showingInvitation(s, options),
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
