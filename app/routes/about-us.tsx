import { Link } from 'react-router'
import type { Route } from './+types/about-us'
import { PageHeader } from '~/components/page-header'
import { readPublicContent } from '~/lib/layout-data.server'
import { pageMeta } from '~/lib/meta'

export async function loader({ context }: Route.LoaderArgs) {
  const c = await readPublicContent(context)
  return { about: c.about, aboutUs: c.aboutUs, values: c.values }
}

export const meta: Route.MetaFunction = () =>
  pageMeta('About Us', 'Our story, our mission and the values behind every home we renovate in Omaha.')

export default function AboutUs({ loaderData: { about, aboutUs, values } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="About Us" intro="An Omaha company bringing good homes back to life." />
      <section className="section">
        <div className="container split">
          <div>
            <h2>{about.storyTitle}</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: about.story }} />
            <h2>Our Mission</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: about.mission }} />
          </div>
          {aboutUs.missionImage && (
            <img
              className="rounded-img"
              src={aboutUs.missionImage}
              alt="A home renovated by our team"
              width={960}
              height={640}
              loading="lazy"
            />
          )}
        </div>
      </section>
      {values.valuesList.length > 0 && (
        <section className="section section-alt">
          <div className="container">
            <h2>{values.title}</h2>
            <p>{values.description}</p>
            <div className="service-grid">
              {values.valuesList.map((v) => (
                <article key={v.title} className="service-card" data-reveal>
                  <h3>{v.title}</h3>
                  <p>{v.description}</p>
                </article>
              ))}
            </div>
          </div>
        </section>
      )}
      <section className="section cta-band">
        <div className="container center-text">
          <h2>Find your next home with us</h2>
          <div className="hero-actions center">
            <Link to="/properties" className="btn btn-accent">
              View Properties
            </Link>
            <Link to="/contact" className="btn btn-outline-light">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
