import type { Route } from './+types/our-vision'
import { langOfPath } from '#core/i18n/locale.ts'
import type { ListingQuery } from '#core/listings/listing.ts'
import { ContentImage } from '#app/content/content-image.tsx'
import { CONTACT_AND_LISTINGS, CtaBand } from '#app/ui/cta-band.tsx'
import { SocialCards, hasSocial } from '#app/content/social-cards.tsx'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { resolveImages } from '#app/content/content-images.server.ts'
import { businessJsonLd, pageSeo } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { SectionTitle } from '#app/ui/section-head.tsx'
import { PageSection } from '#app/ui/page-section.tsx'

export async function loader({ context }: Route.LoaderArgs) {
  const c = await readPublicContent(context)
  const { vision } = c
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
    { label: 'Homes for sale now', value: forSale },
    { label: 'Homes sold', value: sold },
    { label: 'Rental homes available', value: rentals },
    { label: 'Communities served', value: vision.cityImages.length },
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
  return (
    <CompanyPage eyebrow="About Us" title={vision.mainTitle} intro={vision.heroSubtitle}>
      <section className="section" aria-label="Our vision statement">
        <div className="container media-split">
          <div>
            <p className="eyebrow">Where we are going</p>
            <h2>Our Vision Statement</h2>
            <div className="rich-text story" dangerouslySetInnerHTML={{ __html: vision.statement }} />
          </div>
          {(vision.visionImage1 || vision.visionImage2) && (
            <div className="media-pair">
              {[vision.visionImage1, vision.visionImage2].filter(Boolean).map((url, i) => (
                <ContentImage
                  key={url}
                  url={url}
                  images={images}
                  alt={i === 0 ? 'A home renovated by our team' : 'Another renovated Omaha-area home'}
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
              alt="Renovation work in progress"
              sizes="(max-width: 860px) 92vw, 560px"
              width={960}
              height={640}
            />
          )}
          <div>
            <h2 id="motivation-title">{vision.motivationTitle}</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: vision.motivation }} />
            {stats.length > 0 && (
              <dl className="stats-row">
                {stats.map((s) => (
                  <div key={s.label}>
                    <dt>{s.label}</dt>
                    <dd>{s.value.toLocaleString('en-US')}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </div>
      </section>

      <PageSection className="goals" labelledBy="goals-title">
        <SectionTitle id="goals-title" title={vision.goalsTitle} text={vision.goalsDescription} />
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: vision.futureGoals }} />
      </PageSection>

      {vision.cityImages.length > 0 && (
        <PageSection alt labelledBy="cities-title">
          <SectionTitle id="cities-title" title={vision.cityImagesTitle} text={vision.cityImagesDescription} />
          <div className="card-grid">
            {vision.cityImages.map((city, i) => (
              <article key={`${i}-${city.title}`} className="city-card" data-reveal>
                {city.image && (
                  <ContentImage
                    url={city.image}
                    images={images}
                    alt={`Homes in ${city.title}`}
                    sizes="(max-width: 700px) 92vw, 380px"
                    width={960}
                    height={540}
                  />
                )}
                <h3>{city.title}</h3>
                <p>{city.description}</p>
              </article>
            ))}
          </div>
        </PageSection>
      )}

      {hasSocial(vision.socialMedia) && (
        <PageSection labelledBy="vision-social-title">
          <SectionTitle id="vision-social-title" title={vision.socialMedia.title} text={vision.socialMedia.subtitle} />
          <SocialCards block={vision.socialMedia} />
        </PageSection>
      )}

      <CtaBand title={vision.ctaTitle} text={vision.ctaDescription} links={CONTACT_AND_LISTINGS} />
    </CompanyPage>
  )
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  pageSeo({
    lang: langOfPath(location.pathname),
    title: 'Our Vision',
    description:
      'Better homes and stronger Omaha neighbourhoods, one renovation at a time: where we are going and the communities we serve.',
    path: '/our-vision',
    publicUrl: data?.publicUrl,
    image: data?.vision.visionImage1 || undefined,
    jsonLd: data ? businessJsonLd(data.publicUrl, data.contact) : undefined,
  })
