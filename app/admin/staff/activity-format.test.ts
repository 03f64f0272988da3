import { describe, expect, it } from 'vitest'
import { activityLink } from './activity-format.ts'

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

  it('falls back to the list when the entry kept no item, and to nothing for sign-ins', () => {
    expect(activityLink({ kind: 'agent', action: 'agent.reorder', subject: null })).toBe('/admin/agents')
    expect(activityLink({ kind: 'sign-in', action: 'auth.sign-in', subject: null })).toBeNull()
  })
})
