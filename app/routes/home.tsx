import { useState } from 'react'
import { useT } from '#app/i18n/use-t.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { langOfPath } from '#core/i18n/locale.ts'
import { inLanguage } from '#core/content/content-spanish.ts'
import { EnglishOnlyNote, langOf } from '#app/content/english-only.tsx'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
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
    hero: inLanguage(content.hero, lang),
    heroImages: await resolveImages(context, [...content.hero.galleryImages, content.hero.foregroundImage]),
    about: inLanguage(content.about, lang),
    featured: featured.map(toListingCard),
    upcoming: upcoming.slice(0, HOME_STRIP_RENDER_MAX).map(toListingCard),
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(COMPANY_NAME, metaT(matches, 'home')('meta.description'))

const SERVICES = [
  {
    Icon: HomeIcon,
    key: 'sales',
    to: '/properties',
  },
  {
    Icon: KeyIcon,
    key: 'rentals',
    to: '/rentals',
  },
  {
    Icon: HammerIcon,
    key: 'flipping',
    to: '/sell-to-us',
  },
]

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, heroImages, about, featured, upcoming } = loaderData
  const { t, href } = useT('home')
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
            <p className="eyebrow eyebrow-light">{t('hero.places')}</p>
            <EnglishOnlyNote english={hero.english} paths={['title', 'subtitle']} />
            <h1 lang={langOf(hero.english, 'title')}>{hero.title}</h1>
            <p className="hero-subtitle" lang={langOf(hero.english, 'subtitle')}>
              {hero.subtitle}
            </p>
            <div className="hero-actions">
              <Link to={href('/properties')} prefetch="intent" className="btn btn-accent btn-lg">
                {t('hero.viewProperties')}
              </Link>
              <Link to={href('/contact')} className="btn btn-outline-light btn-lg">
                {t('hero.contactUs')}
              </Link>
            </div>
          </div>
          <HeroGallery items={hero.galleryImages} fallback={fallback} alt={t('hero.galleryAlt')} images={heroImages} />
        </div>
        <div className="container">
          <SearchCard />
        </div>
        <button type="button" className="scroll-down" aria-label={t('hero.scrollDown')} onClick={scrollDown}>
          <ArrowDown size={22} />
        </button>
      </section>

      <div id="home-content">
        <section className="section about-blurb" data-reveal>
          <div className="container narrow">
            <EnglishOnlyNote english={about.english} paths={['storyTitle', 'mission']} />
            <p className="eyebrow" lang={langOf(about.english, 'storyTitle')}>
              {about.storyTitle}
            </p>
            <h2>{t('about.title')}</h2>
            <div className="rich-text" lang={langOf(about.english, 'mission')} dangerouslySetInnerHTML={{ __html: about.mission }} />
            <Link to={href('/about-us')} className="btn btn-outline">
              {t('about.more')}
            </Link>
          </div>
        </section>

        <PageSection alt labelledBy="featured-title">
          <SectionHead
            eyebrow={t('featured.eyebrow')}
            title={t('featured.title')}
            id="featured-title"
            link={{ to: href('/properties'), label: t('featured.all') }}
          />
          {featured.length > 0 ? (
            <div className="card-grid">
              {/* Below the hero: only the hero's photo loads at high priority. */}
              {featured.map((p) => (
                <ListingTile key={p._id} property={p} />
              ))}
            </div>
          ) : (
            <p className="empty-state">{t('featured.empty')}</p>
          )}
        </PageSection>

        <PageSection labelledBy="upcoming-title">
          <SectionHead
            eyebrow={t('upcoming.eyebrow')}
            title={t('upcoming.title')}
            id="upcoming-title"
            link={{ to: href('/upcoming'), label: t('upcoming.all') }}
          />
          {upcoming.length > 0 ? (
            <div className="card-grid">
              {upcoming.map((p) => (
                <ListingTile key={p._id} property={p} action={<InterestButton title={p.title} onClick={() => setInterestIn(p)} />} />
              ))}
            </div>
          ) : (
            <p className="empty-state">{t('upcoming.empty')}</p>
          )}
        </PageSection>

        <PageSection alt labelledBy="services-title">
          <SectionHead eyebrow={t('services.eyebrow')} title={t('services.title')} id="services-title" center />
          <div className="service-grid">
            {SERVICES.map(({ Icon, key, to }) => (
              <article key={key} className="service-card" data-reveal>
                <span className="service-icon">
                  <Icon size={28} />
                </span>
                <h3>{t(`services.${key}.title`)}</h3>
                <p>{t(`services.${key}.text`)}</p>
                <Link to={href(to)} className="text-link">
                  {t(`services.${key}.cta`)} →
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
