import { Link, useSearchParams } from 'react-router'
import { nextSearch } from '~/lib/listing-query'

/** Pages of a long result list: the page stays quick with thousands of listings (issue 3 §1). */
export function SearchPager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const [params] = useSearchParams()
  const pages = Math.ceil(total / pageSize)
  if (pages <= 1) return null
  const to = (n: number) => `?${nextSearch(params, { page: n === 1 ? null : String(n) })}`
  return (
    <nav className="search-pager" aria-label="Result pages">
      {page > 1 ? (
        <Link to={to(page - 1)} className="btn btn-outline btn-sm" rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className="btn btn-outline btn-sm" rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
