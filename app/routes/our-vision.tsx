import type { Route } from './+types/our-vision'
import { langOfPath } from '#core/i18n/locale.ts'
import type { ListingQuery } from '#core/listings/listing.ts'
import { ContentImage } from '#app/content/content-image.tsx'
import { CONTACT_AND_LISTINGS, CtaBand } from '#app/ui/cta-band.tsx'
import { SocialCards, hasSocial } from '#app/content/social-cards.tsx'
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
  const vision = inLanguage(c.vision, langOfPath(new URL(request.url).pathname))
  const count = (query: ListingQuery) =>
    context.catalog.listProperties({ ...query, limit: 1 }).then(
      (r) => r.total,
      () => null,
    )
  // The motivation's figures are the business's own, counted live.
  const [forSale, sold, rentals] = await Promise.all([
    count({ type: 'sale', status: 'available' }),
    count({ type: 'sale', status: 'sold' }),
    count({ type: 'rental', status: 'available' }),
  ])
  const stats = [
    { label: 'vision.stats.forSale', value: forSale },
    { label: 'vision.stats.sold', value: sold },
    { label: 'vision.stats.rentals', value: rentals },
    { label: 'vision.stats.communities', value: vision.cityImages.length },
  ].filter((s): s is { label: string; value: number } => s.value !== null && s.value > 0)
  const images = await resolveImages(context, [
    vision.visionImage1,
    vision.visionImage2,
    vision.motivationImage,
    ...vision.cityImages.map((city) => city.image),
  ])
  return { vision, stats, images, contact: c.contact, publicUrl: context.publicConfig.publicUrl }
}

/**
 * Our Vision: hero, statement and two images, motivation with
 * image and figures, looking-ahead goals, communities served, social cards
 * and a call to action.
 */
export default function OurVision({ loaderData: { vision, stats, images } }: Route.ComponentProps) {
  const { t, number } = useT('company')
  const en = (path: string) => langOf(vision.english, path)
  return (
    <CompanyPage
      eyebrow={t('aboutEyebrow')}
      title={vision.mainTitle}
      titleLang={en('mainTitle')}
      intro={<span lang={en('heroSubtitle')}>{vision.heroSubtitle}</span>}
    >
      <section className="section" aria-label={t('vision.statementLabel')}>
        <div className="container media-split">
          <div>
            <p className="eyebrow">{t('vision.statementEyebrow')}</p>
            <h2>{t('vision.statementTitle')}</h2>
            <EnglishOnlyNote english={vision.english} paths={['mainTitle', 'heroSubtitle', 'statement']} />
            <div className="rich-text story" lang={en('statement')} dangerouslySetInnerHTML={{ __html: vision.statement }} />
          </div>
          {(vision.visionImage1 || vision.visionImage2) && (
            <div className="media-pair">
              {[vision.visionImage1, vision.visionImage2].filter(Boolean).map((url, i) => (
                <ContentImage
                  key={url}
                  url={url}
                  images={images}
                  alt={i === 0 ? t('vision.image1Alt') : t('vision.image2Alt')}
                  sizes="(max-width: 860px) 46vw, 280px"
                  width={960}
                  height={640}
                  eager={i === 0}
                />
              ))}
            </div>
          )}
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="motivation-title">
        <div className="container media-split">
          {vision.motivationImage && (
            <ContentImage
              url={vision.motivationImage}
              images={images}
              alt={t('vision.motivationAlt')}
              sizes="(max-width: 860px) 92vw, 560px"
              width={960}
              height={640}
            />
          )}
          <div>
            <EnglishOnlyNote english={vision.english} paths={['motivationTitle', 'motivation']} />
            <h2 id="motivation-title" lang={en('motivationTitle')}>
              {vision.motivationTitle}
            </h2>
            <div className="rich-text" lang={en('motivation')} dangerouslySetInnerHTML={{ __html: vision.motivation }} />
            {stats.length > 0 && (
              <dl className="stats-row">
                {stats.map((s) => (
                  <div key={s.label}>
                    <dt>{t(s.label)}</dt>
                    <dd>{number(s.value)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </div>
      </section>

      <PageSection className="goals" labelledBy="goals-title">
        <StaffSectionTitle id="goals-title" section={vision} titlePath="goalsTitle" textPath="goalsDescription" more={['futureGoals']} />
        <div className="rich-text" lang={en('futureGoals')} dangerouslySetInnerHTML={{ __html: vision.futureGoals }} />
      </PageSection>

      {vision.cityImages.length > 0 && (
        <PageSection alt labelledBy="cities-title">
          <StaffSectionTitle
            id="cities-title"
            section={vision}
            titlePath="cityImagesTitle"
            textPath="cityImagesDescription"
            more={['cityImages']}
          />
          <div className="card-grid">
            {vision.cityImages.map((city, i) => (
              <article key={`${i}-${city.title}`} className="city-card" data-reveal>
                {city.image && (
                  <ContentImage
                    url={city.image}
                    images={images}
                    alt={t('vision.cityAlt', { city: city.title })}
                    sizes="(max-width: 700px) 92vw, 380px"
                    width={960}
                    height={540}
                  />
                )}
                <h3 lang={en(`cityImages.${i}.title`)}>{city.title}</h3>
                <p lang={en(`cityImages.${i}.description`)}>{city.description}</p>
              </article>
            ))}
          </div>
        </PageSection>
      )}

      {hasSocial(vision.socialMedia) && (
        <PageSection labelledBy="vision-social-title">
          <StaffSectionTitle
            id="vision-social-title"
            section={vision}
            titlePath="socialMedia.title"
            textPath="socialMedia.subtitle"
            more={['socialMedia']}
          />
          <SocialCards block={vision.socialMedia} english={vision.english} />
        </PageSection>
      )}

      <CtaBand
        title={vision.ctaTitle}
        text={vision.ctaDescription}
        lang={{ title: en('ctaTitle'), text: en('ctaDescription') }}
        links={CONTACT_AND_LISTINGS}
      />
    </CompanyPage>
  )
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  companyPageSeo(
    location,
    matches,
    ['vision.metaTitle', 'vision.metaDescription'],
    { path: '/our-vision', image: data?.vision.visionImage1 || undefined },
    data,
  )
