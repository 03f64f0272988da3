import { Link } from 'react-router'
import type { AttentionItem } from '#core/listings/listing-health.ts'
import { HealthBadge, HealthReasons } from './listing-health.tsx'

// The dashboard's "Listings that need attention" (docs/decisions/0154-listing-health-score.md): each published
// listing on the market with a reason, the least healthy first, linking to its editor.

/** How many the dashboard shows; the rest are a count. */
const SHOWN = 8

export function AttentionPanel({ items }: { items: AttentionItem[] | null }) {
  return (
    <section className="admin-panel" aria-labelledby="attention-heading" data-testid="attention">
      <h2 id="attention-heading">Listings that need attention</h2>
      {items === null ? (
        <p className="admin-muted">The list could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="admin-muted">Every published listing has its facts, photos and descriptions, and nothing has gone quiet.</p>
      ) : (
        <>
          <ul className="admin-list pl-attention">
            {items.slice(0, SHOWN).map((p) => (
              <li key={p._id}>
                <span>
                  <Link to={`/admin/properties/${p._id}`}>
                    <strong>{p.title}</strong>
                  </Link>
                  <span className="admin-muted admin-block">{p.address}</span>
                  <HealthReasons health={p.health} />
                </span>
                <HealthBadge health={p.health} />
              </li>
            ))}
          </ul>
          {items.length > SHOWN && <p className="admin-muted">And {items.length - SHOWN} more.</p>}
        </>
      )}
    </section>
  )
}
