import type { Route } from './+types/about'
import { langOfPath, type Lang } from '#core/i18n/locale.ts'
import { personInLanguage, type TeamMember } from '#core/people/people.ts'
import { textToHtml } from '#core/text-preview.ts'
import { ContentImage } from '#app/content/content-image.tsx'
import { CONTACT_AND_LISTINGS, CtaBand } from '#app/ui/cta-band.tsx'
import { TeamMemberRow } from '#app/content/team-member-row.tsx'
import { EnglishOnlyMark } from '#app/content/english-only.tsx'
import { ValueIcon } from '#app/content/value-icon.tsx'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { resolveImages } from '#app/content/content-images.server.ts'
import { peoplePageSeo } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { SectionTitle } from '#app/ui/section-head.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { metaT } from '#app/i18n/i18n.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const c = await readPublicContent(context)
  // With no team in content, the active agents are shown (read like /agents, not through an admin call).
  const members: TeamMember[] =
    c.team.length > 0
      ? c.team
      : (await context.catalog.listActiveAgents().catch(() => [])).map((a) => ({
          _id: a._id,
          name: a.name,
          title: a.title,
          bio: textToHtml(a.bio),
          titleEs: a.titleEs,
          bioEs: textToHtml(a.bioEs ?? ''),
          email: a.email,
          phone: a.phone,
          photo: a.photo,
          linkedin: '',
          specialties: [],
        }))
  // Titles and bios in the page's language, English marked where staff wrote no Spanish.
  const lang = langOfPath(new URL(request.url).pathname)
  const team = members.map((m) => personInLanguage(m, lang))
  const images = await resolveImages(context, [c.leadership.logo, ...team.map((m) => m.photo)])
  const specialties = specialtiesOf(members, lang)
  return { team, specialties, logo: c.leadership.logo, contact: c.contact, images, publicUrl: context.publicConfig.publicUrl }
}

/**
 * The team's specialties as cards: each specialty once (by its English words, which also choose its icon), with the
 * leaders who bring it; on a Spanish page titled in the first Spanish a leader's record gives it, else in English, marked.
 */
function specialtiesOf(team: Array<Pick<TeamMember, 'name' | 'specialties' | 'specialtiesEs'>>, lang: Lang) {
  const bySpecialty = new Map<string, { names: string[]; spanish?: string }>()
  for (const m of team)
    for (const s of m.specialties) {
      const card = bySpecialty.get(s) ?? { names: [] }
      card.names.push(m.name)
      card.spanish ||= m.specialtiesEs?.[s]?.trim() || undefined
      bySpecialty.set(s, card)
    }
  return [...bySpecialty].map(([key, { names, spanish }]) => ({
    key,
    title: lang === 'es' && spanish ? spanish : key,
    inEnglish: lang === 'es' && !spanish,
    names,
  }))
}

/** Our Leadership: optional logo, one row per leader, the team's specialties, links to /contact and /properties. */
export default function About({ loaderData: { team, specialties, logo, images } }: Route.ComponentProps) {
  const { t } = useT('company')
  return (
    <CompanyPage eyebrow={t('aboutEyebrow')} title={t('about.title')} intro={t('about.intro')}>
      <PageSection label={t('about.teamLabel')}>
        {logo && (
          <ContentImage
            url={logo}
            images={images}
            alt={t('about.logoAlt')}
            sizes="280px"
            width={560}
            height={280}
            className="leadership-logo"
            eager
          />
        )}
        {team.length > 0 ? (
          <div className="team-list">
            {team.map((m) => (
              <TeamMemberRow key={m._id} member={m} images={images} />
            ))}
          </div>
        ) : (
          <div className="empty-state">
            <h2>{t('about.emptyTitle')}</h2>
            <p>{t('about.emptyText')}</p>
          </div>
        )}
      </PageSection>
      {specialties.length > 0 && (
        <PageSection alt labelledBy="specialties-title">
          <SectionTitle id="specialties-title" title={t('about.specialtiesTitle')} text={t('about.specialtiesText')} />
          {specialties.some((s) => s.inEnglish) && <EnglishOnlyMark />}
          <div className="service-grid">
            {specialties.map((s) => (
              <article key={s.key} className="service-card specialty-card" data-reveal>
                <span className="service-icon">
                  <ValueIcon name={s.key.toLowerCase()} size={22} />
                </span>
                <span>
                  <h3 lang={s.inEnglish ? 'en' : undefined}>{s.title}</h3>
                  <p>{s.names.join(', ')}</p>
                </span>
              </article>
            ))}
          </div>
        </PageSection>
      )}
      <CtaBand title={t('about.ctaTitle')} text={t('about.ctaText')} links={CONTACT_AND_LISTINGS} />
    </CompanyPage>
  )
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  peoplePageSeo(
    {
      lang: langOfPath(location.pathname),
      title: metaT(matches, 'company')('about.title'),
      description: metaT(matches, 'company')('about.metaDescription'),
      path: '/about',
    },
    data,
    (d) => d.team.map((m) => ({ '@type': 'Person', name: m.name, jobTitle: m.title, ...(m.linkedin ? { sameAs: m.linkedin } : {}) })),
  )
