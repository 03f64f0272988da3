import { healthGrade, type ListingHealth } from '#core/listings/listing-health.ts'

// A listing's health (docs/decisions/0154-listing-health-score.md) as the portal shows it: a score with its grade in
// the listings table, the editor and the dashboard's attention list, and the reasons behind it.

export function HealthBadge({ health }: { health: ListingHealth }) {
  const grade = healthGrade(health.score)
  return (
    <span className={`pl-health pl-health-${grade.toLowerCase()}`}>
      {health.score}
      <span className="pl-health-grade"> {grade}</span>
    </span>
  )
}

export function HealthReasons({ health, id }: { health: ListingHealth; id?: string }) {
  if (health.reasons.length === 0) return <p className="field-hint">Nothing needs attention.</p>
  return (
    <ul className="pl-health-reasons" id={id}>
      {health.reasons.map((r) => (
        <li key={r.text}>{r.text}</li>
      ))}
    </ul>
  )
}
