import { describe, expect, it } from 'vitest'
import { safeNext } from './guard.ts'

// After sign-in the portal goes back to the page asked for, but only to a same-site /admin page.
describe('safeNext', () => {
  it('keeps /admin pages with their query', () => {
    expect(safeNext('/admin/properties')).toBe('/admin/properties')
    expect(safeNext('/admin/activity?page=2')).toBe('/admin/activity?page=2')
  })
  it('sends everything else to the dashboard', () => {
    for (const next of [
      null,
      '',
      '/',
      '/admin',
      '/admin/login',
      '/admin/login?next=/admin',
      '//evil.example/admin',
      'https://evil.example/admin/x',
      '/\\evil.example',
      '/administrator',
      '/properties',
      'javascript:alert(1)',
      '/admin/../properties',
    ]) {
      expect(safeNext(next), String(next)).toBe('/admin/dashboard')
    }
  })
})
