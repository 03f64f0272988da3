import type { Route } from './+types/about-us'
import { langOfPath } from '#core/i18n/locale.ts'
import { ContentImage } from '#app/content/content-image.tsx'
import { CtaBand } from '#app/ui/cta-band.tsx'
import { ValueIcon } from '#app/content/value-icon.tsx'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { resolveImages } from '#app/content/content-images.server.ts'
import { companyPageSeo } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { inLanguage } from '#core/content/content-spanish.ts'
import { EnglishOnlyNote, StaffSectionTitle, langOf } from '#app/content/english-only.tsx'
import { useT } from '#app/i18n/use-t.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const c = await readPublicContent(context)
  const lang = langOfPath(new URL(request.url).pathname)
  const images = await resolveImages(context, [c.aboutUs.missionImage])
  return {
    about: inLanguage(c.about, lang),
    aboutUs: c.aboutUs,
    values: inLanguage(c.values, lang),
    contact: c.contact,
    images,
    publicUrl: context.publicConfig.publicUrl,
  }
}

/** About Us: story, mission with its image, the values when there are any, and a closing call to action. */
export default function AboutUs({ loaderData: { about, aboutUs, values, images } }: Route.ComponentProps) {
  const { t } = useT('company')
  return (
    <CompanyPage eyebrow={t('aboutEyebrow')} title={t('aboutUs.title')} intro={t('aboutUs.intro')}>
      <section className="section" aria-labelledby="story-title">
        <div className="container story">
          <EnglishOnlyNote english={about.english} paths={['storyTitle', 'story']} />
          <h2 id="story-title" lang={langOf(about.english, 'storyTitle')}>
            {about.storyTitle}
          </h2>
          <div className="rich-text" lang={langOf(about.english, 'story')} dangerouslySetInnerHTML={{ __html: about.story }} />
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="mission-title">
        <div className="container media-split">
          <div>
            <p className="eyebrow">{t('aboutUs.missionEyebrow')}</p>
            <h2 id="mission-title">{t('aboutUs.missionTitle')}</h2>
            <EnglishOnlyNote english={about.english} paths={['mission']} />
            <div className="rich-text" lang={langOf(about.english, 'mission')} dangerouslySetInnerHTML={{ __html: about.mission }} />
          </div>
          {aboutUs.missionImage && (
            <ContentImage
              url={aboutUs.missionImage}
              images={images}
              alt={t('aboutUs.missionAlt')}
              sizes="(max-width: 860px) 92vw, 560px"
              width={960}
              height={640}
            />
          )}
        </div>
      </section>
      {values.valuesList.length > 0 && (
        <PageSection labelledBy="values-title">
          <StaffSectionTitle id="values-title" section={values} titlePath="title" textPath="description" more={['valuesList']} />
          <div className="service-grid">
            {values.valuesList.map((v, i) => (
              <article key={`${i}-${v.title}`} className="service-card value-card" data-reveal>
                <span className="service-icon">
                  <ValueIcon name={v.icon} />
                </span>
                <h3 lang={langOf(values.english, `valuesList.${i}.title`)}>{v.title}</h3>
                <p lang={langOf(values.english, `valuesList.${i}.description`)}>{v.description}</p>
              </article>
            ))}
          </div>
        </PageSection>
      )}
      <CtaBand
        title={t('aboutUs.ctaTitle')}
        text={t('aboutUs.ctaText')}
        links={[
          { to: '/properties', label: 'cta.viewProperties' },
          { to: '/contact', label: 'cta.contactUs' },
        ]}
      />
    </CompanyPage>
  )
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  companyPageSeo(
    location,
    matches,
    ['aboutEyebrow', 'aboutUs.metaDescription'],
    { path: '/about-us', image: data?.aboutUs.missionImage || undefined },
    data,
  )
