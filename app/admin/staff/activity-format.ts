import { BUSINESS_TIME_ZONE } from '#core/leads/lead-labels.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'

// Times (in the business's time zone, Omaha) and links of the activity log, the dashboard and the staff users.

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
export const formatWhen = (iso: string): string => dateTime.format(new Date(iso))

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
