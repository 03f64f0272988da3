import type { Listing } from '#core/listings/listing.ts'
import { listingDetailSections } from '#core/listings/listing-sections.ts'

/** "Complete details": exterior, interior, parking, location, building and HOA, without empty rows or sections. */
export function ListingDetailsView({ property }: { property: Listing }) {
  const sections = listingDetailSections(property)
  if (sections.length === 0) return null
  return (
    <section className="pd-section" aria-labelledby="complete-details">
      <h2 id="complete-details">Complete Details</h2>
      <div className="pd-grid">
        {sections.map((s) => (
          <section key={s.key} className="pd-card" aria-labelledby={`details-${s.key}`} data-section={s.key}>
            <h3 id={`details-${s.key}`}>{s.title}</h3>
            <dl>
              {s.rows.map((row) => (
                <div key={row.label} className="pd-row">
                  <dt>{row.label}</dt>
                  {/* Lists read as one line, "Range, Refrigerator, Dishwasher". */}
                  <dd>{Array.isArray(row.value) ? row.value.join(', ') : row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </section>
  )
}
