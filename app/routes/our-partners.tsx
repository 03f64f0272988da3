import { Link } from 'react-router'
import type { Route } from './+types/our-partners'
import { withHttps } from '#core/format'
import { PageHeader } from '~/components/page-header'
import { pageMeta } from '~/lib/meta'

export async function loader({ context }: Route.LoaderArgs) {
  return { partners: await context.catalog.listPartners().catch(() => []) }
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Our Partners', 'The lenders, title companies, inspectors and trades we trust with every home.')

export default function OurPartners({ loaderData }: Route.ComponentProps) {
  const { partners } = loaderData
  return (
    <>
      <PageHeader title="Our Partners" intro="The local businesses we trust with every home we renovate, sell and rent." />
      <section className="section">
        <div className="container">
          {partners.length === 0 ? (
            <div className="empty-state">
              <h2>No Partners Yet</h2>
            </div>
          ) : (
            <div className="people-grid">
              {partners.map((p) => (
                <article key={p._id} className="person-card" data-reveal>
                  {p.logo && <img src={p.logo} alt={`${p.title} logo`} width={600} height={300} loading="lazy" className="partner-logo" />}
                  <h2>{p.title}</h2>
                  <p>{p.description}</p>
                  <p className="person-links">
                    {p.phone && <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>{p.phone}</a>}
                    {p.website && (
                      <a href={withHttps(p.website)} target="_blank" rel="noopener noreferrer">
                        Visit website
                      </a>
                    )}
                  </p>
                </article>
              ))}
            </div>
          )}
          <p className="center-text">
            <Link to="/contact" className="btn btn-primary">
              Become a partner: contact us
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
