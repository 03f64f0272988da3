import { describe, expect, it } from 'vitest'
import { activityLink } from './activity-format.ts'
import { activityLabel } from '#core/staff/activity-label.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'

// The activity log's links open the record an entry names, where its screen opens one by its address.

describe('activityLink', () => {
  const subject = { id: 'a1b2c3', name: 'Maria Lopez' }

  it('opens the agent, partner, staff user and listing named', () => {
    expect(activityLink({ kind: 'agent', action: 'agent.update', subject })).toBe('/admin/agents?edit=a1b2c3')
    expect(activityLink({ kind: 'partner', action: 'partner.create', subject })).toBe('/admin/partners?edit=a1b2c3')
    expect(activityLink({ kind: 'staff-user', action: 'user.role', subject })).toBe('/admin/users#user-a1b2c3')
    expect(activityLink({ kind: 'listing', action: 'property.update', subject })).toBe('/admin/properties/a1b2c3')
  })

  it('opens the content section a save names, and the content screen for anything else', () => {
    expect(activityLink({ kind: 'content', action: 'content.footer.save', subject: null })).toBe('/admin/content?section=footer')
    expect(activityLink({ kind: 'content', action: 'content.upload', subject: null })).toBe('/admin/content')
  })

  it('names a lead by its sender and kind and opens it in the inbox', () => {
    const lead = { id: 'lead42', name: 'Jane Doe · Tour request' }
    const entry = (action: string, details: Record<string, unknown> = {}): ActivityEntry => ({
      _id: 'e1',
      username: 'ana',
      action,
      method: 'POST',
      path: '/api/admin/contacts/lead42',
      details,
      createdAt: '2026-11-25T15:00:00.000Z',
      kind: 'lead',
      subject: lead,
    })
    expect(activityLabel(entry('lead.status'))).toBe('Changed the status of lead Jane Doe · Tour request')
    expect(activityLabel(entry('lead.note'))).toBe('Added a note to lead Jane Doe · Tour request')
    expect(activityLabel(entry('lead.archive'))).toBe('Archived lead Jane Doe · Tour request')
    expect(activityLabel(entry('lead.restore'))).toBe('Restored archived lead Jane Doe · Tour request')
    expect(activityLabel(entry('lead.mail.send-again'))).toBe('Sent a mail again about lead Jane Doe · Tour request')
    expect(activityLabel(entry('lead.assign', { assignee: 'Ana Ruiz' }))).toBe('Assigned lead Jane Doe · Tour request to Ana Ruiz')
    expect(activityLabel({ ...entry('lead.assign'), subject: { id: 'lead42', name: '' } })).toBe('Unassigned a lead')
    for (const action of ['lead.status', 'lead.note', 'lead.assign', 'lead.archive', 'lead.mail.send-again']) {
      expect(activityLink({ kind: 'lead', action, subject: lead })).toBe('/admin/contacts?lead=lead42')
    }
  })

  it('names the listing of an open house and the image a crop or alt text change was about', () => {
    const listing = { id: 'p1', name: '123 Maple St' }
    const base = { _id: 'e2', username: 'ana', method: 'POST', path: '', createdAt: '2026-11-25T15:00:00.000Z' }
    const openHouse = { ...base, action: 'property.open-house.add', details: {}, kind: 'listing' as const, subject: listing }
    expect(activityLabel(openHouse)).toBe('Scheduled an open house of listing 123 Maple St')
    expect(activityLabel({ ...openHouse, action: 'property.open-house.remove' })).toBe('Cancelled an open house of listing 123 Maple St')
    expect(activityLink(openHouse)).toBe('/admin/properties/p1')
    const image = { ...base, action: 'media.details', details: { name: 'Front porch' }, kind: 'other' as const, subject: null }
    expect(activityLabel(image)).toBe('Changed the crop or alt text of image Front porch')
  })

  it('falls back to the list when the entry kept no item, and to nothing for sign-ins', () => {
    expect(activityLink({ kind: 'agent', action: 'agent.reorder', subject: null })).toBe('/admin/agents')
    expect(activityLink({ kind: 'sign-in', action: 'auth.sign-in', subject: null })).toBeNull()
  })
})
