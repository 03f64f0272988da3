import type { Route } from './+types/our-partners'
import { partnerInLanguage, type Partner } from '#core/people/people.ts'
import { langOfPath } from '#core/i18n/locale.ts'
import { EnglishOnlyNote, langOf } from '#app/content/english-only.tsx'
import { withHttps } from '#core/format.ts'
import { ContentImage } from '#app/content/content-image.tsx'
import { CtaBand } from '#app/ui/cta-band.tsx'
import { GlobeIcon, MailIcon, PhoneIcon } from '#app/ui/icons.tsx'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { resolveImages } from '#app/content/content-images.server.ts'
import { businessJsonLd, pageSeoIn } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { useT } from '#app/i18n/use-t.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const [stored, content] = await Promise.all([
    // A failed read shows the empty state.
    context.catalog.listPartners().catch((err: unknown) => {
      console.warn('partners could not be read', err)
      return [] as Partner[]
    }),
    readPublicContent(context),
  ])
  // Descriptions in the page's language, English marked where staff wrote no Spanish.
  const lang = langOfPath(new URL(request.url).pathname)
  const partners = stored.map((p) => partnerInLanguage(p, lang))
  const images = await resolveImages(
    context,
    partners.map((p) => p.logo),
  )
  return { partners, images, contact: content.contact, publicUrl: context.publicConfig.publicUrl }
}

/** Our Partners: partner cards, 'No Partners Yet' when there are none, and a call to action to /contact. */
export default function OurPartners({ loaderData: { partners, images } }: Route.ComponentProps) {
  const { t } = useT('company')
  return (
    <CompanyPage eyebrow={t('aboutEyebrow')} title={t('partners.title')} intro={t('partners.intro')}>
      <PageSection label={t('partners.label')}>
        {partners.length === 0 ? (
          <div className="empty-state">
            <h2>{t('partners.emptyTitle')}</h2>
            <p>{t('partners.emptyText')}</p>
          </div>
        ) : (
          <div className="people-grid">
            {partners.map((p) => (
              <PartnerCard key={p._id} partner={p} images={images} />
            ))}
          </div>
        )}
      </PageSection>
      <CtaBand title={t('partners.ctaTitle')} text={t('partners.ctaText')} links={[{ to: '/contact', label: 'cta.contactUs' }]} />
    </CompanyPage>
  )
}

type ShownPartner = Route.ComponentProps['loaderData']['partners'][number]

function PartnerCard({ partner: p, images }: { partner: ShownPartner; images: Route.ComponentProps['loaderData']['images'] }) {
  const { t } = useT('company')
  const tel = p.phone.replace(/[^\d+]/g, '')
  const website = withHttps(p.website)
  return (
    <article className="person-card" data-reveal>
      {p.logo && (
        <ContentImage
          url={p.logo}
          images={images}
          alt={t('partners.logoAlt', { name: p.title })}
          sizes="(max-width: 600px) 92vw, 300px"
          width={600}
          height={300}
          className="partner-logo"
        />
      )}
      <h2>{p.title}</h2>
      {p.description && (
        <p className="person-bio" lang={langOf(p.english, 'description')}>
          {p.description}
        </p>
      )}
      <EnglishOnlyNote english={p.english} paths={['description']} />
      <p className="person-links">
        {tel && (
          <a href={`tel:${tel}`}>
            <PhoneIcon size={16} /> {p.phone}
          </a>
        )}
        {p.email && (
          <a href={`mailto:${p.email}`}>
            <MailIcon size={16} /> {p.email}
          </a>
        )}
        {website && (
          <a href={website} target="_blank" rel="noopener noreferrer">
            <GlobeIcon size={16} /> {t('partners.visit')}
            <span className="sr-only"> {t('partners.visitOf', { name: p.title })}</span>
          </a>
        )}
      </p>
    </article>
  )
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  pageSeoIn(location, matches, 'company', ['partners.title', 'partners.metaDescription'], {
    path: '/our-partners',
    publicUrl: data?.publicUrl,
    jsonLd: data ? businessJsonLd(data.publicUrl, data.contact) : undefined,
  })
