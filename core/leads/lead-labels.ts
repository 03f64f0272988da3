import { APPLICATION_STATUSES, type ApplicationStatus } from './bidder-rules.ts'
import { wordList } from '#core/word-list.ts'

// The lead inbox's kinds, statuses and their words, without
// zod, so the portal's screens can show them without loading the schemas
// (zod may only start in the browser after app/ui/zod-jitless.ts, the first import of app/root.tsx).

export const LEAD_KIND = wordList(
  {
    agent: 'Agent message',
    tour: 'Tour request',
    interest: 'Express Interest',
    'open-house': 'Open house sign-in',
    consultation: 'Consultation',
    contact: 'Contact form',
    'sell-to-us': 'Sell to us',
    application: 'Preferred bidder',
    subscriber: 'Get Notified',
    'copy-report': 'Reported copy',
    'rental-application': 'Rental application',
  },
  'contact',
)
export type LeadKind = (typeof LEAD_KIND.values)[number]
export const { values: LEAD_KINDS, words: LEAD_KIND_LABELS } = LEAD_KIND

/** The one word for a lead's kind on every screen and in every export; an unknown kind is a contact form. */
export const leadKindLabel = LEAD_KIND.wordOf

/** A lead as the activity log names it: who sent it and what it is ("Jane Doe · Tour request"); a Get Notified sign-up by its e-mail. */
export const leadSubjectName = (lead: { name: string; email: string; kind: string }): string =>
  `${lead.name.trim() || lead.email} · ${leadKindLabel(lead.kind)}`

/** The inbox's flag on a lead whose message may contain offensive language (the lead is kept and mailed as any other). */
export const OFFENSIVE_LANGUAGE_FLAG = 'May contain offensive language'

export const LEAD_STATUSES = ['new', 'in-progress', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', 'in-progress': 'In progress', closed: 'Closed' }

/** A preferred-bidder application's own status (core/leads/bidder-rules.ts; the applicant sees it on the private status page). */
export { APPLICATION_STATUSES, type ApplicationStatus }
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  received: 'Received',
  'under-review': 'Under review',
  approved: 'Approved',
  declined: 'Declined',
}
/** Where an application stands in the inbox's three lead statuses (filters and the new count). */
export const APPLICATION_LEAD_STATUS: Record<ApplicationStatus, LeadStatus> = {
  received: 'new',
  'under-review': 'in-progress',
  approved: 'closed',
  declined: 'closed',
}

/** The status word of a lead in a list or a CSV cell. */
export const leadStatusLabel = (s: { status: LeadStatus; applicationStatus: ApplicationStatus | null }): string =>
  s.applicationStatus ? APPLICATION_STATUS_LABELS[s.applicationStatus] : LEAD_STATUS_LABELS[s.status]
