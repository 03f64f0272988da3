import type { Route } from './+types/our-vision'
import { PageHeader } from '~/components/page-header'
import { readPublicContent } from '~/lib/layout-data.server'
import { pageMeta } from '~/lib/meta'

export async function loader({ context }: Route.LoaderArgs) {
  return { vision: (await readPublicContent(context)).vision }
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Our Vision', 'Better homes and stronger Omaha neighbourhoods, one renovation at a time.')

export default function OurVision({ loaderData: { vision } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={vision.mainTitle} intro={vision.heroSubtitle} />
      <section className="section">
        <div className="container split">
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: vision.statement }} />
          {vision.visionImage1 && (
            <img className="rounded-img" src={vision.visionImage1} alt="A renovated Omaha home" width={960} height={640} loading="lazy" />
          )}
        </div>
      </section>
      <section className="section section-alt">
        <div className="container">
          <h2>{vision.cityImagesTitle}</h2>
          <p>{vision.cityImagesDescription}</p>
          <div className="card-grid">
            {vision.cityImages.map((c) => (
              <article key={c.title} className="person-card" data-reveal>
                {c.image && <img src={c.image} alt={`${c.title} skyline`} width={960} height={540} loading="lazy" />}
                <h3>{c.title}</h3>
                <p>{c.description}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
