import { data, Link } from 'react-router'
import type { Route } from './+types/property'
import { ID_PATTERN } from '#core/ids'
import { formatBaths, formatListingPrice, homeBadge } from '#core/format'
import { ListingImage } from '~/components/listing-image'
import { PropertyCalculator } from '~/components/property-calculator'
import { InquiryForms } from '~/components/inquiry-forms'
import { CONTENT_DEFAULTS } from '#core/content-defaults'
import { pageMeta } from '~/lib/meta'
import { propertySeo } from '~/lib/property-seo'

export async function loader({ context, params }: Route.LoaderArgs) {
  const property = ID_PATTERN.test(params.id) ? await context.catalog.findProperty(params.id).catch(() => undefined) : undefined
  if (!property) return data({ property: null }, { status: 404 })
  const disclosures = await context.catalog
    .generalContent()
    .then((c) => c.disclosures)
    .catch(() => CONTENT_DEFAULTS.disclosures)
  return { property, publicUrl: context.publicConfig.publicUrl, disclosures }
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d?.property && 'publicUrl' in d
    ? propertySeo(d.property, d.publicUrl)
    : pageMeta('Property Not Found', 'The property you are looking for could not be found.')

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const p = loaderData.property
  if (!p) {
    return (
      <section className="section">
        <div className="container narrow empty-state">
          <h1>Property Not Found</h1>
          <p>The property you're looking for could not be found.</p>
          <Link to="/properties" className="btn btn-primary">
            Back to Properties
          </Link>
        </div>
      </section>
    )
  }
  const badge = homeBadge(p)
  return (
    <article className="section property-detail">
      <div className="container">
        <div className="detail-gallery">
          {p.images.slice(0, 5).map((img, i) => (
            <ListingImage
              key={img._id + i}
              image={img}
              className={i === 0 ? 'detail-main' : ''}
              sizes={i === 0 ? '(min-width: 900px) 60vw, 100vw' : '20vw'}
              eager={i === 0}
            />
          ))}
        </div>
        <div className="detail-grid">
          <div>
            <span className={`badge badge-inline badge-${badge.tone}`}>{badge.label}</span>
            <h1>{p.title}</h1>
            <p className="detail-address">
              {p.address}, {p.city}, {p.state} {p.zip}
            </p>
            <p className="detail-price">{formatListingPrice(p)}</p>
            <ul className="detail-stats">
              <li>
                <strong>{p.bedrooms}</strong> Bedrooms
              </li>
              <li>
                <strong>{formatBaths(p.bathrooms)}</strong> Bathrooms
              </li>
              <li>
                <strong>{p.squareFootage.toLocaleString('en-US')}</strong> Sq Ft
              </li>
              <li>
                <strong>{p.type === 'rental' ? 'For Rent' : 'For Sale'}</strong> Type
              </li>
            </ul>
            <h2>Description</h2>
            <p>{p.description}</p>
            <h2>Features</h2>
            <ul className="feature-list">
              {p.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {p.type === 'sale' && <PropertyCalculator price={p.estimatedPrice ?? p.price} />}
          </div>
          <aside className="agent-card" aria-label="Listing agent">
            {p.agent.photo && <img src={p.agent.photo} alt={`Portrait of ${p.agent.name}`} width={96} height={96} loading="lazy" />}
            <h2>{p.agent.name}</h2>
            <p className="muted">{p.agent.title}</p>
            <p>
              <a href={`tel:${p.agent.phone.replace(/[^\d+]/g, '')}`}>{p.agent.phone}</a>
            </p>
            <p>
              <a href={`mailto:${p.agent.email}`}>{p.agent.email}</a>
            </p>
            <InquiryForms property={p} disclosures={loaderData.disclosures} />
          </aside>
        </div>
      </div>
    </article>
  )
}
