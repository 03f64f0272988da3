import { Link } from 'react-router'

// Lists of the site's pages (the navigation bar, the footer's Quick Links, the sitemap), each written once as
// path → label in its order.

export interface PageLink {
  to: string
  label: string
}

export const pageLinks = (labels: Record<string, string>): PageLink[] => Object.entries(labels).map(([to, label]) => ({ to, label }))

/** The pages of `links` as a list of links. */
export function PageLinkList({ links, className, testId }: { links: PageLink[]; className: string; testId?: string }) {
  return (
    <ul className={className} data-testid={testId}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to}>{l.label}</Link>
        </li>
      ))}
    </ul>
  )
}
