import { Link } from 'react-router'
import { PageHeader } from './page-header.tsx'

/** A screen whose tools are still being built (spec 2 §1: properties, contacts, agents and partners). */
export function InProgress({ title, what }: { title: string; what: string }) {
  return (
    <>
      <PageHeader title={title} />
      <section className="admin-panel admin-empty">
        <h2>Coming soon</h2>
        <p>Tools to {what} are being built and will appear here.</p>
        <Link className="admin-btn admin-btn-secondary" to="/admin/dashboard">
          Back to Dashboard
        </Link>
      </section>
    </>
  )
}
