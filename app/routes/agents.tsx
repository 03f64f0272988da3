import { useState } from 'react'
import { langOfPath } from '#core/i18n/locale.ts'
import { Link } from 'react-router'
import type { Route } from './+types/agents'
import type { Agent } from '#core/people/people.ts'
import { ContentImage } from '#app/content/content-image.tsx'
import { Dialog } from '#app/ui/dialog.tsx'
import { OfficeRequestForm } from '#app/leads/office-request-form.tsx'
import { MailIcon, PhoneIcon } from '#app/ui/icons.tsx'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { resolveImages } from '#app/content/content-images.server.ts'
import { peoplePageSeo } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { PageSection } from '#app/ui/page-section.tsx'

export async function loader({ context }: Route.LoaderArgs) {
  const [agents, content] = await Promise.all([
    // A failed read leaves an empty list, never a broken page.
    context.catalog.listActiveAgents().catch((err: unknown) => {
      console.warn('agents could not be read', err)
      return [] as Agent[]
    }),
    readPublicContent(context),
  ])
  const images = await resolveImages(
    context,
    agents.map((a) => a.photo),
  )
  return { agents, images, contact: content.contact, publicUrl: context.publicConfig.publicUrl }
}

/**
 * Agents: hero, agent cards with call and email links, a Get In
 * Touch mail link, and the call to action whose Schedule Consultation opens a
 * real request to the office.
 */
export default function Agents({ loaderData: { agents, images, contact } }: Route.ComponentProps) {
  const [consulting, setConsulting] = useState(false)
  return (
    <CompanyPage eyebrow="Our Team" title="Our Agents" intro="Local experts who know every neighbourhood from Elkhorn to Council Bluffs.">
      <PageSection label="Agents">
        {agents.length > 0 ? (
          <div className="people-grid">
            {agents.map((a) => (
              <AgentCard key={a._id} agent={a} images={images} />
            ))}
          </div>
        ) : (
          <div className="empty-state">
            <h2>Our Agents Are On Their Way</h2>
            <p>Our office can help you in the meantime.</p>
          </div>
        )}
        <p className="center-text get-in-touch">
          Not sure who to ask?{' '}
          <a href={`mailto:${contact.email}`} className="text-link">
            Get In Touch
          </a>{' '}
          with our office at {contact.email}.
        </p>
      </PageSection>
      <section className="section cta-band" aria-labelledby="consult-title">
        <div className="container center-text">
          <h2 id="consult-title">Ready to Talk About Your Next Move?</h2>
          <p className="cta-text">Book a free, no-obligation consultation with one of our agents, or browse the homes we have ready now.</p>
          <div className="hero-actions center">
            <button type="button" className="btn btn-accent" aria-haspopup="dialog" onClick={() => setConsulting(true)}>
              Schedule Consultation
            </button>
            <Link to="/properties" className="btn btn-outline-light">
              View Our Listings
            </Link>
          </div>
        </div>
      </section>
      <Dialog
        open={consulting}
        onClose={() => setConsulting(false)}
        title="Schedule Consultation"
        description="Tell us how to reach you and when suits you; an agent will call to book a time."
      >
        <OfficeRequestForm kind="consultation" onClose={() => setConsulting(false)} />
      </Dialog>
    </CompanyPage>
  )
}

function AgentCard({ agent: a, images }: { agent: Agent; images: Route.ComponentProps['loaderData']['images'] }) {
  const tel = a.phone.replace(/[^\d+]/g, '')
  const first = a.name.split(' ')[0]
  return (
    <article className="person-card" data-reveal>
      {a.photo && (
        <ContentImage
          url={a.photo}
          images={images}
          alt={`Portrait of ${a.name}`}
          sizes="(max-width: 600px) 92vw, 300px"
          width={600}
          height={600}
        />
      )}
      <h2>{a.name}</h2>
      <p className="person-title">{a.title}</p>
      <p className="person-bio">{a.bio}</p>
      <p className="person-links">
        {tel && (
          <a href={`tel:${tel}`}>
            <PhoneIcon size={16} /> Call {a.phone}
          </a>
        )}
        {a.email && (
          <a href={`mailto:${a.email}`}>
            <MailIcon size={16} /> Email {first}
          </a>
        )}
      </p>
    </article>
  )
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  peoplePageSeo(
    {
      lang: langOfPath(location.pathname),
      title: 'Our Agents',
      description: 'Meet the Omaha agents who list, sell and rent our renovated homes, and book a free consultation.',
      path: '/agents',
    },
    data,
    (d) => d.agents.map((a) => ({ '@type': 'RealEstateAgent', name: a.name, jobTitle: a.title, telephone: a.phone, email: a.email })),
  )
