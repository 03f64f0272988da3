import { Link } from 'react-router'

/** One figure on the dashboard (Total Properties, Available, Sold, Rentals). */
export function StatCard({
  label,
  value,
  to,
  tone,
}: {
  label: string
  value: number | null
  to?: string
  tone: 'navy' | 'green' | 'slate' | 'teal'
}) {
  const body = (
    <>
      <span className="stat-value">{value === null ? '–' : value.toLocaleString('en-US')}</span>
      <span className="stat-label">{label}</span>
    </>
  )
  return to ? (
    <Link to={to} className={`stat-card stat-${tone}`}>
      {body}
    </Link>
  ) : (
    <div className={`stat-card stat-${tone}`}>{body}</div>
  )
}
