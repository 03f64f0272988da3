import { formatBusinessMoment } from '#core/business-time.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'

// Times (in the business's time zone, core/business-time.ts) and links of the activity log, the dashboard and the
// staff users.

export const formatWhen = (iso: string): string => formatBusinessMoment(iso)

/** Where the item an entry names is worked on in the portal; null when it names none (or is gone). */
export function activityLink(entry: Pick<ActivityEntry, 'kind' | 'subject' | 'action'>): string | null {
  const id = entry.subject?.id
  switch (entry.kind) {
    case 'listing':
      return id ? `/admin/properties/${id}` : '/admin/properties'
    case 'agent':
      return '/admin/agents'
    case 'partner':
      return '/admin/partners'
    case 'staff-user':
      return '/admin/users'
    case 'lead':
      return id && entry.action.startsWith('lead.') ? `/admin/contacts?lead=${id}` : '/admin/contacts'
    case 'content':
      return '/admin/content'
    default:
      return null
  }
}
