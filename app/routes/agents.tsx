import type { Route } from './+types/agents'
import { PageHeader } from '~/components/page-header'
import { pageMeta } from '~/lib/meta'

export async function loader({ context }: Route.LoaderArgs) {
  return { agents: await context.catalog.listActiveAgents().catch(() => []) }
}

export const meta: Route.MetaFunction = () => pageMeta('Our Agents', 'Meet the Omaha agents who list, sell and rent our renovated homes.')

export default function Agents({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Our Agents" intro="Local experts who know every neighbourhood from Elkhorn to Council Bluffs." />
      <section className="section">
        <div className="container people-grid">
          {loaderData.agents.map((a) => (
            <article key={a._id} className="person-card" data-reveal>
              {a.photo && <img src={a.photo} alt={`Portrait of ${a.name}`} width={480} height={480} loading="lazy" />}
              <h2>{a.name}</h2>
              <p className="muted">{a.title}</p>
              <p>{a.bio}</p>
              <p className="person-links">
                <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>Call {a.phone}</a>
                <a href={`mailto:${a.email}`}>Email {a.name.split(' ')[0]}</a>
              </p>
            </article>
          ))}
        </div>
      </section>
    </>
  )
}
