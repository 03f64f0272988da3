import { Link } from 'react-router'
import { langOfPath } from '#core/i18n/locale.ts'
import type { Route } from './+types/sitemap'
import { HomeIcon, MailIcon, TrendIcon, UsersIcon } from '#app/ui/icons.tsx'
import { pageSeo } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { PageLinkList, pageLinks } from '#app/ui/shell/page-links.tsx'
import { VERIFY_LINK_TEXT, VERIFY_PATH } from '#core/listings/listing-code.ts'

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.publicConfig.publicUrl }
}

/** "Pages", in the order and words of docs/product.md#sitemap-and-search-engines; "More" below ends with the legal pages. */
export const SITEMAP_LINKS = pageLinks({
  '/': 'Home',
  '/properties': 'Buy Properties',
  '/rentals': 'Rentals',
  '/upcoming': 'Upcoming Properties',
  '/about': 'Our Leadership',
  '/agents': 'Agents',
  '/contact': 'Contact',
  '/preferred-bidders': 'Preferred Bidders',
  '/mortgage-calculator': 'Mortgage Calculator',
  '/sitemap': 'Sitemap',
})

const MORE_LINKS = pageLinks({
  '/about-us': 'About Us',
  '/our-vision': 'Our Vision',
  '/our-partners': 'Our Partners',
  '/sell-to-us': 'Sell To Us',
  [VERIFY_PATH]: VERIFY_LINK_TEXT,
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
})

const QUICK = [
  { to: '/properties', title: 'Browse Properties', text: 'Renovated homes for sale across the metro.', Icon: HomeIcon },
  { to: '/contact', title: 'Contact Us', text: 'Call, email or write to our office.', Icon: MailIcon },
  { to: '/mortgage-calculator', title: 'Mortgage Calculator', text: 'Estimate your monthly payment.', Icon: TrendIcon },
  { to: '/agents', title: 'Meet Our Agents', text: 'Local experts for every neighbourhood.', Icon: UsersIcon },
] as const

export default function Sitemap() {
  return (
    <CompanyPage title="Sitemap" intro="Every page of our website in one place.">
      <PageSection>
        <nav aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages">Pages</h2>
          <PageLinkList className="sitemap-list" testId="sitemap-links" links={SITEMAP_LINKS} />
          <h2>More</h2>
          <PageLinkList className="sitemap-list" links={MORE_LINKS} />
        </nav>
        <section className="quick-nav" aria-labelledby="quick-nav-title">
          <h2 id="quick-nav-title">Quick Navigation</h2>
          <div className="service-grid" data-testid="quick-nav">
            {QUICK.map(({ to, title, text, Icon }) => (
              <Link key={to} to={to} className="service-card quick-card">
                <span className="service-icon">
                  <Icon size={24} />
                </span>
                <h3>{title}</h3>
                <p>{text}</p>
              </Link>
            ))}
          </div>
        </section>
      </PageSection>
    </CompanyPage>
  )
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  pageSeo({
    lang: langOfPath(location.pathname),
    title: 'Sitemap',
    description: 'Every page of our website in one place.',
    path: '/sitemap',
    publicUrl: data?.publicUrl,
  })
