import type { Property } from '#core/property'
import { PageHeader } from './page-header'
import { PropertyCard } from './property-card'

export function ListingPage({
  title,
  intro,
  items,
  total,
  upcoming = false,
}: {
  title: string
  intro: string
  items: Property[]
  total: number
  upcoming?: boolean
}) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <section className="section">
        <div className="container">
          <p className="result-count" role="status">
            {total} Found
          </p>
          {items.length > 0 ? (
            <div className="card-grid">
              {items.map((p, i) => (
                <PropertyCard key={p._id} property={p} eager={i === 0} />
              ))}
            </div>
          ) : (
            <div className="empty-state">
              {upcoming ? (
                <>
                  <h2>No Properties Found</h2>
                  <p>No upcoming properties match your current criteria.</p>
                </>
              ) : (
                <p>No properties match your criteria.</p>
              )}
            </div>
          )}
        </div>
      </section>
    </>
  )
}
