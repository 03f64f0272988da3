import { formatBusinessMoment } from '#core/business-time.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'

// What an audit entry did, as one readable line (the log shows who and when beside it).

const KNOWN: Record<string, (d: Record<string, unknown>) => string> = {
  'auth.sign-in': () => 'Signed in',
  'auth.sign-out': () => 'Signed out',
  'account.password-change': () => 'Changed their password',
  'account.email': () => 'Changed their e-mail for security notices',
  'user.invite': (d) => `Invited staff user ${String(d.username ?? '')}`,
  'user.disable': (d) => `Disabled staff user ${String(d.username ?? '')}`,
  'user.enable': (d) => `Enabled staff user ${String(d.username ?? '')}`,
  'user.reset-password': (d) => `Reset the password of ${String(d.username ?? '')}`,
  // Owner, editor and agent all take "an".
  'user.role': (d) => `Made ${String(d.username ?? '')} an ${String(d.role ?? '')}`,
  'lead.assign': (d) => (d.assignee ? `Assigned a lead to ${String(d.assignee)}` : 'Unassigned a lead'),
  'lead.archive': () => 'Archived a lead',
  'lead.restore': () => 'Restored an archived lead',
}

const VERBS: Record<string, string> = { POST: 'Created', PUT: 'Updated', PATCH: 'Updated', DELETE: 'Deleted' }

export function activityLabel(entry: ActivityEntry): string {
  const known = KNOWN[entry.action]
  if (known) return known(entry.details)
  // A generic entry ("PUT /api/admin/content/hero") or one a service named ("content.hero.update").
  const generic = /^(POST|PUT|PATCH|DELETE) \/api\/admin\/(.+)$/.exec(entry.action)
  const subject = (generic?.[2] ?? entry.action)
    .replace(/\/:[a-zA-Z]+/g, '')
    .replace(/[./-]+/g, ' ')
    .trim()
  const verb = generic ? VERBS[generic[1]] : ''
  const text = verb ? `${verb} ${subject}` : subject
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A moment in the business's time zone (core/business-time.ts), as every screen shows it. */
export const formatWhen = (iso: string): string => formatBusinessMoment(iso)
