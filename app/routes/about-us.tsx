import type { Route } from './+types/about-us'
import { langOfPath } from '#core/i18n/locale.ts'
import { ContentImage } from '#app/content/content-image.tsx'
import { CtaBand } from '#app/ui/cta-band.tsx'
import { ValueIcon } from '#app/content/value-icon.tsx'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { resolveImages } from '#app/content/content-images.server.ts'
import { businessJsonLd, pageSeo } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { SectionTitle } from '#app/ui/section-head.tsx'
import { PageSection } from '#app/ui/page-section.tsx'

export async function loader({ context }: Route.LoaderArgs) {
  const c = await readPublicContent(context)
  const images = await resolveImages(context, [c.aboutUs.missionImage])
  return { about: c.about, aboutUs: c.aboutUs, values: c.values, contact: c.contact, images, publicUrl: context.publicConfig.publicUrl }
}

/** About Us: story, mission with its image, the values when there are any, and a closing call to action. */
export default function AboutUs({ loaderData: { about, aboutUs, values, images } }: Route.ComponentProps) {
  return (
    <CompanyPage
      eyebrow="About Us"
      title="Good Homes, Brought Back to Life"
      intro="An Omaha company that buys, renovates, sells and rents homes across the metro."
    >
      <section className="section" aria-labelledby="story-title">
        <div className="container story">
          <h2 id="story-title">{about.storyTitle}</h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: about.story }} />
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="mission-title">
        <div className="container media-split">
          <div>
            <p className="eyebrow">Why we do it</p>
            <h2 id="mission-title">Our Mission</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: about.mission }} />
          </div>
          {aboutUs.missionImage && (
            <ContentImage
              url={aboutUs.missionImage}
              images={images}
              alt="A home renovated by our team"
              sizes="(max-width: 860px) 92vw, 560px"
              width={960}
              height={640}
            />
          )}
        </div>
      </section>
      {values.valuesList.length > 0 && (
        <PageSection labelledBy="values-title">
          <SectionTitle id="values-title" title={values.title} text={values.description} />
          <div className="service-grid">
            {values.valuesList.map((v, i) => (
              <article key={`${i}-${v.title}`} className="service-card value-card" data-reveal>
                <span className="service-icon">
                  <ValueIcon name={v.icon} />
                </span>
                <h3>{v.title}</h3>
                <p>{v.description}</p>
              </article>
            ))}
          </div>
        </PageSection>
      )}
      <CtaBand
        title="Find Your Next Home With Us"
        text="Browse renovated homes for sale and rent, or talk with our team about what you are looking for."
        links={[
          { to: '/properties', label: 'View Properties' },
          { to: '/contact', label: 'Contact Us' },
        ]}
      />
    </CompanyPage>
  )
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  pageSeo({
    lang: langOfPath(location.pathname),
    title: 'About Us',
    description: 'Our story, our mission and the values behind every home we renovate, sell and rent in Omaha.',
    path: '/about-us',
    publicUrl: data?.publicUrl,
    image: data?.aboutUs.missionImage || undefined,
    jsonLd: data ? businessJsonLd(data.publicUrl, data.contact) : undefined,
  })
