import { useState } from 'react'
import { langOfPath } from '#core/i18n/locale.ts'
import { Link } from 'react-router'
import type { Route } from './+types/agents'
import { personInLanguage, type Agent } from '#core/people/people.ts'
import type { InLanguage } from '#core/content/content-spanish.ts'
import { EnglishOnlyNote, langOf } from '#app/content/english-only.tsx'
import { ContentImage } from '#app/content/content-image.tsx'
import { Dialog } from '#app/ui/dialog.tsx'
import { OfficeRequestForm } from '#app/leads/office-request-form.tsx'
import { MailIcon, PhoneIcon } from '#app/ui/icons.tsx'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { resolveImages } from '#app/content/content-images.server.ts'
import { peoplePageSeo } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { Trans } from 'react-i18next'
import { useT } from '#app/i18n/use-t.ts'
import { metaT } from '#app/i18n/i18n.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const [active, content] = await Promise.all([
    // A failed read leaves an empty list, never a broken page.
    context.catalog.listActiveAgents().catch((err: unknown) => {
      console.warn('agents could not be read', err)
      return [] as Agent[]
    }),
    readPublicContent(context),
  ])
  // Titles and bios in the page's language, English marked where staff wrote no Spanish.
  const agents = active.map((a) => personInLanguage(a, langOfPath(new URL(request.url).pathname)))
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
  const { t, href } = useT('company')
  return (
    <CompanyPage eyebrow={t('agents.eyebrow')} title={t('agents.title')} intro={t('agents.intro')}>
      <PageSection label={t('agents.label')}>
        {agents.length > 0 ? (
          <div className="people-grid">
            {agents.map((a) => (
              <AgentCard key={a._id} agent={a} images={images} />
            ))}
          </div>
        ) : (
          <div className="empty-state">
            <h2>{t('agents.emptyTitle')}</h2>
            <p>{t('agents.emptyText')}</p>
          </div>
        )}
        <p className="center-text get-in-touch">
          <Trans
            t={t}
            i18nKey="agents.getInTouch"
            values={{ email: contact.email }}
            components={{ mail: <a href={`mailto:${contact.email}`} className="text-link" /> }}
          />
        </p>
      </PageSection>
      <section className="section cta-band" aria-labelledby="consult-title">
        <div className="container center-text">
          <h2 id="consult-title">{t('agents.consultTitle')}</h2>
          <p className="cta-text">{t('agents.consultText')}</p>
          <div className="hero-actions center">
            <button type="button" className="btn btn-accent" aria-haspopup="dialog" onClick={() => setConsulting(true)}>
              {t('agents.schedule')}
            </button>
            <Link to={href('/properties')} className="btn btn-outline-light">
              {t('agents.viewListings')}
            </Link>
          </div>
        </div>
      </section>
      <Dialog
        open={consulting}
        onClose={() => setConsulting(false)}
        title={t('agents.schedule')}
        description={t('agents.dialogDescription')}
      >
        <OfficeRequestForm kind="consultation" onClose={() => setConsulting(false)} />
      </Dialog>
    </CompanyPage>
  )
}

function AgentCard({ agent: a, images }: { agent: InLanguage<Agent>; images: Route.ComponentProps['loaderData']['images'] }) {
  const { t } = useT('company')
  const tel = a.phone.replace(/[^\d+]/g, '')
  const first = a.name.split(' ')[0]
  return (
    <article className="person-card" data-reveal>
      {a.photo && (
        <ContentImage
          url={a.photo}
          images={images}
          alt={t('content:team.portrait', { name: a.name })}
          sizes="(max-width: 600px) 92vw, 300px"
          width={600}
          height={600}
        />
      )}
      <h2>{a.name}</h2>
      <p className="person-title" lang={langOf(a.english, 'title')}>
        {a.title}
      </p>
      <p className="person-bio" lang={langOf(a.english, 'bio')}>
        {a.bio}
      </p>
      <EnglishOnlyNote english={a.english} paths={['title', 'bio']} />
      <p className="person-links">
        {tel && (
          <a href={`tel:${tel}`}>
            <PhoneIcon size={16} /> {t('agents.call', { phone: a.phone })}
          </a>
        )}
        {a.email && (
          <a href={`mailto:${a.email}`}>
            <MailIcon size={16} /> {t('agents.email', { name: first })}
          </a>
        )}
      </p>
    </article>
  )
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  peoplePageSeo(
    {
      lang: langOfPath(location.pathname),
      title: metaT(matches, 'company')('agents.title'),
      description: metaT(matches, 'company')('agents.metaDescription'),
      path: '/agents',
    },
    data,
    (d) => d.agents.map((a) => ({ '@type': 'RealEstateAgent', name: a.name, jobTitle: a.title, telephone: a.phone, email: a.email })),
  )
