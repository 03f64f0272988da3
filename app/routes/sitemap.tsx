import { Link } from 'react-router'
import type { Route } from './+types/sitemap'
import { PageHeader } from '~/components/page-header'
import { pageMeta } from '~/lib/meta'

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/properties', label: 'Buy Properties' },
  { to: '/rentals', label: 'Rentals' },
  { to: '/upcoming', label: 'Upcoming Properties' },
  { to: '/about', label: 'Our Leadership' },
  { to: '/agents', label: 'Agents' },
  { to: '/contact', label: 'Contact' },
  { to: '/preferred-bidders', label: 'Preferred Bidders' },
  { to: '/mortgage-calculator', label: 'Mortgage Calculator' },
  { to: '/sitemap', label: 'Sitemap' },
]

export const meta: Route.MetaFunction = () => pageMeta('Sitemap', 'Every page of our website in one place.')

export default function Sitemap() {
  return (
    <>
      <PageHeader title="Sitemap" intro="Every page of our website in one place." />
      <section className="section">
        <div className="container">
          <ul className="sitemap-list">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
