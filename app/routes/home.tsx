import { useState } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/home'
import type { Listing } from '#core/listings/listing.ts'
import { toListingCard, type ListingCard } from '#core/listings/listing-card.ts'
import { HOME_FEATURED_KEEP, HOME_FEATURED_REQUEST_LIMIT, HOME_STRIP_RENDER_MAX, HOME_UPCOMING_REQUEST_LIMIT } from '#core/constants.ts'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { HeroGallery } from '#app/content/hero-gallery.tsx'
import { SearchCard } from '#app/listings/search/search-card.tsx'
import { ListingTile } from '#app/listings/listing-tile.tsx'
import { InterestButton, InterestDialog } from '#app/leads/interest-dialog.tsx'
import { ArrowDown, HammerIcon, HomeIcon, KeyIcon } from '#app/ui/icons.tsx'
import { SectionHead } from '#app/ui/section-head.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { resolveImages } from '#app/content/content-images.server.ts'

async function safeList(
  context: Route.LoaderArgs['context'],
  query: Parameters<typeof context.catalog.listProperties>[0],
): Promise<Listing[]> {
  try {
    return (await context.catalog.listProperties(query)).items
  } catch (err) {
    console.warn('listings could not be read', err)
    return []
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const [content, latest, upcoming] = await Promise.all([
    readPublicContent(context),
    safeList(context, { limit: HOME_FEATURED_REQUEST_LIMIT }),
    safeList(context, { status: 'upcoming', limit: HOME_UPCOMING_REQUEST_LIMIT }),
  ])
  // Of the latest six, keep up to three: available first, filled up with sold.
  const featured = [...latest.filter((p) => p.status === 'available'), ...latest.filter((p) => p.status === 'sold')].slice(
    0,
    HOME_FEATURED_KEEP,
  )
  return {
    hero: content.hero,
    heroImages: await resolveImages(context, [...content.hero.galleryImages, content.hero.foregroundImage]),
    about: content.about,
    featured: featured.map(toListingCard),
    upcoming: upcoming.slice(0, HOME_STRIP_RENDER_MAX).map(toListingCard),
  }
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Heartland Home Partners',
    'Renovated homes for sale, quality rentals and fair cash offers across Omaha, Papillion, Bellevue, Elkhorn and Council Bluffs.',
  )

const SERVICES = [
  {
    Icon: HomeIcon,
    title: 'Property Sales',
    text: 'Fully renovated, inspected homes with honest pricing and a dedicated agent from first showing to closing.',
    to: '/properties',
    cta: 'Browse homes for sale',
  },
  {
    Icon: KeyIcon,
    title: 'Rental Management',
    text: 'Well-kept rental homes with responsive maintenance, online applications and clear, fair leases.',
    to: '/rentals',
    cta: 'See available rentals',
  },
  {
    Icon: HammerIcon,
    title: 'Home Flipping',
    text: 'We buy houses as-is for cash, renovate them with licensed local crews and bring them back to the market.',
    to: '/sell-to-us',
    cta: 'Get a cash offer',
  },
]

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, heroImages, about, featured, upcoming } = loaderData
  const fallback = hero.foregroundImage || featured[0]?.images[0]?.url || ''
  const scrollDown = () =>
    document
      .getElementById('home-content')
      ?.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  const [interestIn, setInterestIn] = useState<ListingCard | null>(null)

  return (
    <>
      <section className="hero">
        <div className="container hero-grid">
          <div className="hero-copy">
            <p className="eyebrow eyebrow-light">Omaha · Papillion · Bellevue · Elkhorn · Council Bluffs</p>
            <h1>{hero.title}</h1>
            <p className="hero-subtitle">{hero.subtitle}</p>
            <div className="hero-actions">
              <Link to="/properties" prefetch="intent" className="btn btn-accent btn-lg">
                View Properties
              </Link>
              <Link to="/contact" className="btn btn-outline-light btn-lg">
                Contact Us
              </Link>
            </div>
          </div>
          <HeroGallery items={hero.galleryImages} fallback={fallback} alt="A renovated home from our portfolio" images={heroImages} />
        </div>
        <div className="container">
          <SearchCard />
        </div>
        <button type="button" className="scroll-down" aria-label="Scroll to content" onClick={scrollDown}>
          <ArrowDown size={22} />
        </button>
      </section>

      <div id="home-content">
        <section className="section about-blurb" data-reveal>
          <div className="container narrow">
            <p className="eyebrow">{about.storyTitle}</p>
            <h2>Good homes, brought back to life</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: about.mission }} />
            <Link to="/about-us" className="btn btn-outline">
              Learn more about us
            </Link>
          </div>
        </section>

        <PageSection alt labelledBy="featured-title">
          <SectionHead
            eyebrow="Handpicked for you"
            title="Featured Properties"
            id="featured-title"
            link={{ to: '/properties', label: 'View All Properties' }}
          />
          {featured.length > 0 ? (
            <div className="card-grid">
              {/* Below the hero: only the hero's photo loads at high priority. */}
              {featured.map((p) => (
                <ListingTile key={p._id} property={p} />
              ))}
            </div>
          ) : (
            <p className="empty-state">New homes are on the way. Check back soon.</p>
          )}
        </PageSection>

        <PageSection labelledBy="upcoming-title">
          <SectionHead
            eyebrow="Coming soon"
            title="Upcoming Properties"
            id="upcoming-title"
            link={{ to: '/upcoming', label: 'View All Upcoming' }}
          />
          {upcoming.length > 0 ? (
            <div className="card-grid">
              {upcoming.map((p) => (
                <ListingTile key={p._id} property={p} action={<InterestButton title={p.title} onClick={() => setInterestIn(p)} />} />
              ))}
            </div>
          ) : (
            <p className="empty-state">No upcoming properties right now.</p>
          )}
        </PageSection>

        <PageSection alt labelledBy="services-title">
          <SectionHead eyebrow="What we do" title="Our Services" id="services-title" center />
          <div className="service-grid">
            {SERVICES.map(({ Icon, title, text, to, cta }) => (
              <article key={title} className="service-card" data-reveal>
                <span className="service-icon">
                  <Icon size={28} />
                </span>
                <h3>{title}</h3>
                <p>{text}</p>
                <Link to={to} className="text-link">
                  {cta} →
                </Link>
              </article>
            ))}
          </div>
        </PageSection>
      </div>
      <InterestDialog property={interestIn} onClose={() => setInterestIn(null)} />
    </>
  )
}
