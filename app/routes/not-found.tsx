import { data, Link } from 'react-router'
import type { Route } from './+types/not-found'
import { pageMeta } from '#app/ui/meta.ts'

export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => pageMeta('Page Not Found', 'The page you are looking for could not be found.')

export default function NotFound() {
  return (
    <section className="section">
      <div className="container narrow empty-state">
        <p className="eyebrow">404</p>
        <h1>Page Not Found</h1>
        <p>The page you are looking for could not be found. It may have moved, or the link may be mistyped.</p>
        <div className="hero-actions center">
          <Link to="/" className="btn btn-primary">
            Back to Home
          </Link>
          <Link to="/properties" className="btn btn-outline">
            Browse Homes
          </Link>
        </div>
      </div>
    </section>
  )
}
