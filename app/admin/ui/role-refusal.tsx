import type { ComponentType } from 'react'
import { Link, useLoaderData } from 'react-router'
import { readStaffUser } from '#app/admin/lib/session.ts'
import { isStaffRole, refusedMessage, type Permission } from '#core/staff/permissions.ts'
import { PageHeader } from './page-header.tsx'

/** A screen the signed-in user's role may not use (opened from an old link or typed): the guard's words, and a way on. */
export function RoleRefusal({ title, permission }: { title: string; permission: Permission }) {
  const role = readStaffUser()?.role
  return (
    <>
      <PageHeader title={title} />
      <section className="admin-panel">
        <p className="admin-alert admin-alert-info" role="status">
          {isStaffRole(role) ? refusedMessage(role, permission) : 'Your role does not allow this screen.'}
        </p>
        <Link to="/admin/dashboard" className="admin-btn admin-btn-secondary">
          Back to the dashboard
        </Link>
      </section>
    </>
  )
}

/** A screen of one panel (a route module's default export): its header and panel for a role the loader's `allowed` lets in, the refusal for any other. */
export function permittedScreen(screen: { title: string; lead: string; permission: Permission; Panel: ComponentType }) {
  return function PermittedScreen() {
    const { allowed } = useLoaderData<{ allowed: boolean }>()
    if (!allowed) return <RoleRefusal title={screen.title} permission={screen.permission} />
    return (
      <>
        <PageHeader title={screen.title} lead={screen.lead} />
        <screen.Panel />
      </>
    )
  }
}
