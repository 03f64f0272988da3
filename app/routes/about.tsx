import { Link } from 'react-router'
import type { Route } from './+types/about'
import { PageHeader } from '~/components/page-header'
import { readPublicContent } from '~/lib/layout-data.server'
import { pageMeta } from '~/lib/meta'

export async function loader({ context }: Route.LoaderArgs) {
  const c = await readPublicContent(context)
  return { team: c.team }
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Our Leadership', 'Meet the people who lead our renovation, sales and property management teams.')

export default function About({ loaderData: { team } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Our Leadership" intro="The people responsible for every home we buy, renovate, sell and rent." />
      <section className="section">
        <div className="container team-list">
          {team.map((m) => (
            <article key={m._id} className="team-row" data-reveal>
              {m.photo && <img src={m.photo} alt={`Portrait of ${m.name}`} width={240} height={240} loading="lazy" />}
              <div>
                <h2>{m.name}</h2>
                <p className="muted">{m.title}</p>
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: m.bio }} />
                {m.linkedin && (
                  <a href={m.linkedin} target="_blank" rel="noopener noreferrer">
                    {m.name} on LinkedIn
                  </a>
                )}
              </div>
            </article>
          ))}
          <p className="hero-actions">
            <Link to="/contact" className="btn btn-primary">
              Contact Us
            </Link>
            <Link to="/properties" className="btn btn-outline">
              View Properties
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
