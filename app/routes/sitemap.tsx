import { Link } from 'react-router'
import type { Route } from './+types/sitemap'
import { HomeIcon, MailIcon, TrendIcon, UsersIcon } from '#app/ui/icons.tsx'
import { pageSeoIn } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { PageLinkList, pageLinks } from '#app/ui/shell/page-links.tsx'
import { VERIFY_PATH } from '#core/listings/listing-code.ts'
import { useT } from '#app/i18n/use-t.ts'

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.publicConfig.publicUrl }
}

/** "Pages", in the order and words of docs/product.md#sitemap-and-search-engines; "More" below ends with the legal pages. */
const SITEMAP_LINKS = pageLinks({
  '/': 'sitemap.links.home',
  '/properties': 'sitemap.links.buy',
  '/rentals': 'sitemap.links.rentals',
  '/upcoming': 'sitemap.links.upcoming',
  '/about': 'sitemap.links.leadership',
  '/agents': 'sitemap.links.agents',
  '/contact': 'sitemap.links.contact',
  '/preferred-bidders': 'sitemap.links.bidders',
  '/mortgage-calculator': 'sitemap.links.calculator',
  '/sitemap': 'sitemap.links.sitemap',
})

const MORE_LINKS = pageLinks({
  '/about-us': 'sitemap.links.aboutUs',
  '/our-vision': 'sitemap.links.vision',
  '/our-partners': 'sitemap.links.partners',
  '/sell-to-us': 'sitemap.links.sellToUs',
  [VERIFY_PATH]: 'sitemap.links.verify',
  '/privacy': 'sitemap.links.privacy',
  '/terms': 'sitemap.links.terms',
})

const QUICK = [
  { to: '/properties', title: 'sitemap.quick.browseTitle', text: 'sitemap.quick.browseText', Icon: HomeIcon },
  { to: '/contact', title: 'sitemap.quick.contactTitle', text: 'sitemap.quick.contactText', Icon: MailIcon },
  { to: '/mortgage-calculator', title: 'sitemap.quick.calculatorTitle', text: 'sitemap.quick.calculatorText', Icon: TrendIcon },
  { to: '/agents', title: 'sitemap.quick.agentsTitle', text: 'sitemap.quick.agentsText', Icon: UsersIcon },
] as const

export default function Sitemap() {
  const { t, href } = useT('company')
  const inLanguage = (links: typeof SITEMAP_LINKS) => links.map((l) => ({ to: href(l.to), label: t(l.label) }))
  return (
    <CompanyPage title={t('sitemap.title')} intro={t('sitemap.intro')}>
      <PageSection>
        <nav aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages">{t('sitemap.pages')}</h2>
          <PageLinkList className="sitemap-list" testId="sitemap-links" links={inLanguage(SITEMAP_LINKS)} />
          <h2>{t('sitemap.more')}</h2>
          <PageLinkList className="sitemap-list" links={inLanguage(MORE_LINKS)} />
        </nav>
        <section className="quick-nav" aria-labelledby="quick-nav-title">
          <h2 id="quick-nav-title">{t('sitemap.quickNav')}</h2>
          <div className="service-grid" data-testid="quick-nav">
            {QUICK.map(({ to, title, text, Icon }) => (
              <Link key={to} to={href(to)} className="service-card quick-card">
                <span className="service-icon">
                  <Icon size={24} />
                </span>
                <h3>{t(title)}</h3>
                <p>{t(text)}</p>
              </Link>
            ))}
          </div>
        </section>
      </PageSection>
    </CompanyPage>
  )
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  pageSeoIn(location, matches, 'company', ['sitemap.title', 'sitemap.intro'], { path: '/sitemap', publicUrl: data?.publicUrl })
