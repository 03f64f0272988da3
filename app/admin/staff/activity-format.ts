import { formatBusinessMoment } from '#core/business-time.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'
import { CONTENT_SECTION_TEXT } from '#core/content/content-sections.ts'

// Times (in the business's time zone, core/business-time.ts) and links of the activity log, the dashboard and the
// staff users.

export const formatWhen = (iso: string): string => formatBusinessMoment(iso)

/** Where the item an entry names is worked on in the portal (the record itself where the screen opens one by its address); null when it names none. */
export function activityLink(entry: Pick<ActivityEntry, 'kind' | 'subject' | 'action'>): string | null {
  const id = entry.subject?.id
  switch (entry.kind) {
    case 'listing':
      return id ? `/admin/properties/${id}` : '/admin/properties'
    case 'agent':
      return id ? `/admin/agents?edit=${encodeURIComponent(id)}` : '/admin/agents'
    case 'partner':
      return id ? `/admin/partners?edit=${encodeURIComponent(id)}` : '/admin/partners'
    case 'staff-user':
      return id ? `/admin/users#user-${encodeURIComponent(id)}` : '/admin/users'
    case 'lead':
      return id && entry.action.startsWith('lead.') ? `/admin/contacts?lead=${id}` : '/admin/contacts'
    case 'content': {
      // Content actions name their section in the middle: content.<slug>.save.
      const slug = entry.action.split('.')[1] ?? ''
      return Object.hasOwn(CONTENT_SECTION_TEXT, slug) ? `/admin/content?section=${slug}` : '/admin/content'
    }
    default:
      return null
  }
}
