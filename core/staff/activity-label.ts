import type { ActivityEntry } from './staff-users.ts'
import type { ActivityKind } from './activity.ts'
import { leadStageLabel } from '#core/leads/lead-stages.ts'

// What an activity log entry did, as one line that names the item ("Updated listing 123 Maple St", "Created agent
// Maria Lopez"); the log shows who and when beside it. Shared by the portal and the CSV export.

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
const leads = (n: unknown) => `${text(n)} ${n === 1 ? 'lead' : 'leads'}`

const OWN: Record<string, (d: Record<string, unknown>) => string> = {
  'auth.sign-in': () => 'Signed in',
  'auth.sign-out': () => 'Signed out',
  'account.password-change': () => 'Changed their password',
  'account.email': () => 'Changed their e-mail for security notices',
  'account.two-step-on': () => 'Turned on two-step sign-in',
  'account.two-step-off': () => 'Turned off two-step sign-in',
  'account.recovery-codes': () => 'Made new recovery codes',
  'account.session-sign-out': () => 'Signed out one of their sessions',
  'account.sign-out-others': () => 'Signed out their other sessions',
  'agent.reorder': () => 'Reordered the agents',
  'partner.reorder': () => 'Reordered the partners',
  'property.bulk-status': (d) => {
    const n = Array.isArray(d.ids) ? d.ids.length : 0
    return `Set ${n} ${n === 1 ? 'listing' : 'listings'} to ${text(d.status)}`
  },
  'lead.routing': () => 'Changed the lead routing rules',
  'lead.response-timer': () => 'Changed the office hours and the first-response timer',
  'rentals.screening': () => 'Changed the rentals’ screening criteria',
  'listings.cost-assumptions': () => 'Changed the default assumptions of the monthly cost',
  'rentals.application-status': (d) => `Set a rental application to ${text(d.status)}`,
  'lead.person.merge': (d) => `Merged the person ${text(d.otherName)} into ${text(d.name)}: ${leads(d.moved)} moved`,
  'lead.person.split': (d) => `Split ${leads(d.moved)} off the person ${text(d.name)} as ${text(d.newName)}`,
  'lead.person.rename': (d) => `Renamed the person ${text(d.from)} to ${text(d.name)}`,
  'lead.person.opt-out': (d) => `Stopped marketing e-mail to the person ${text(d.name)}`,
  'lead.person.saved-searches-removed': (d) =>
    `Removed the saved searches of the person ${text(d.name)}: ${Number(d.searches)} ${Number(d.searches) === 1 ? 'search' : 'searches'}`,
}

/** Actions whose line names their item in a sentence of their own. */
const NAMED: Record<string, (name: string, d: Record<string, unknown>) => string> = {
  'subscriber.unsubscribe': (name) => (name ? `Removed the Get Notified sign-up ${name}` : 'Removed a Get Notified sign-up'),
  'lead.assign': (name, d) => {
    const lead = name ? `lead ${name}` : 'a lead'
    return d.assignee ? `Assigned ${lead} to ${text(d.assignee)}` : `Unassigned ${lead}`
  },
  'lead.reassign': (name, d) =>
    `Moved ${name ? `lead ${name}` : 'a lead'} from ${text(d.from)} to ${text(d.assignee)}: no first response in time`,
  'lead.restore': (name) => (name ? `Restored archived lead ${name}` : 'Restored an archived lead'),
  'lead.stage': (name, d) => `Moved ${name ? `lead ${name}` : 'a lead'} to ${leadStageLabel(text(d.stage))}`,
  'media.details': (name) => (name ? `Changed the crop or alt text of image ${name}` : 'Changed the crop or alt text of an image'),
}

/** "Updated listing …": what the last part of an action did to the item it names. */
const VERB: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  save: 'Updated',
  delete: 'Deleted',
  archive: 'Archived',
  restore: 'Restored',
  'version-restore': 'Restored an earlier version of',
  invite: 'Invited',
  disable: 'Disabled',
  enable: 'Enabled',
  'reset-password': 'Reset the password of',
  'photos.add': 'Added photos to',
  'photos.order': 'Reordered the photos of',
  'photos.cover': 'Changed the cover photo of',
  'photos.alt': 'Changed the alt text of a photo of',
  'photos.remove': 'Removed a photo from',
  'renovation.add-pair': 'Added a before/after pair to',
  'renovation.remove-pair': 'Removed a before/after pair from',
  photo: 'Changed the photo of',
  'photo.remove': 'Removed the photo of',
  logo: 'Changed the logo of',
  'logo.remove': 'Removed the logo of',
  status: 'Changed the status of',
  note: 'Added a note to',
  'mail.send-again': 'Sent a mail again about',
  schedule: 'Scheduled a change of',
  'schedule.cancel': 'Cancelled a scheduled change of',
  'open-house.add': 'Scheduled an open house of',
  'open-house.remove': 'Cancelled an open house of',
}

const NOUN: Partial<Record<ActivityKind, string>> = {
  content: 'section',
  listing: 'listing',
  agent: 'agent',
  partner: 'partner',
  'staff-user': 'staff user',
  lead: 'lead',
}

const GENERIC_VERBS: Record<string, string> = { POST: 'Created', PUT: 'Updated', PATCH: 'Updated', DELETE: 'Deleted' }

/** A content section's name from its save slug ("about-page" → "About page"). */
const sectionName = (slug: string) => (slug.charAt(0).toUpperCase() + slug.slice(1)).replace(/-/g, ' ')

export function activityLabel(entry: ActivityEntry): string {
  const d = entry.details
  const own = OWN[entry.action]
  if (own) return own(d)
  const named = NAMED[entry.action]
  if (named) return named(entry.subject?.name || text(d.name), d)
  if (entry.action === 'user.role') return `Made ${entry.subject?.name || text(d.username)} an ${text(d.role)}`
  const noun = NOUN[entry.kind]
  const dot = entry.action.indexOf('.')
  if (noun && dot > 0) {
    // Content actions name their section in the middle: content.<slug>.save.
    const [, slug, ...rest] = entry.action.split('.')
    const what = entry.kind === 'content' ? rest.join('.') : entry.action.slice(dot + 1)
    // A content section's restore is of one of its kept versions (a listing's "restore" brings it out of the archive).
    const verb = VERB[entry.kind === 'content' && what === 'restore' ? 'version-restore' : what]
    const name = entry.kind === 'content' ? sectionName(slug) : (entry.subject?.name ?? '')
    if (verb) return name ? `${verb} ${noun} ${name}` : `${verb} a ${noun}`
  }
  // A generic entry ("PUT /api/admin/content/hero") or an action named by a service but not known here.
  const generic = /^(POST|PUT|PATCH|DELETE) \/api\/admin\/(.+)$/.exec(entry.action)
  const subject = (generic?.[2] ?? entry.action)
    .replace(/\/:[a-zA-Z]+/g, '')
    .replace(/[./-]+/g, ' ')
    .trim()
  const verb = generic ? GENERIC_VERBS[generic[1]] : ''
  const line = verb ? `${verb} ${subject}` : subject
  return line.charAt(0).toUpperCase() + line.slice(1)
}
