import { Link, useSearchParams } from 'react-router'
import { nextSearch } from '#app/listings/search/listing-query.ts'
import { pageCount, pageList } from './page-numbers.ts'
import { ChevronLeft, ChevronRight } from './icons.tsx'
import { InlineStyle } from './inline-style.tsx'
import paginationCss from './pagination.css?inline'

interface Props {
  page: number
  pageSize: number
  total: number
  /** Names the landmark, e.g. "Upcoming properties pages". */
  label?: string
}

/**
 * Page links of a long result list, so a page stays quick with thousands of
 * listings. Each link is the current URL with only `page` changed, so filters
 * and sort survive and a page can be bookmarked or shared.
 */
export function Pagination({ page, pageSize, total, label = 'Pagination' }: Props) {
  const [params] = useSearchParams()
  const pages = pageCount(total, pageSize)
  if (pages <= 1) return null
  const current = Math.min(Math.max(1, page), pages)
  const to = (n: number) => {
    const search = nextSearch(params, { page: n === 1 ? null : String(n) }).toString()
    return search ? `?${search}` : '?'
  }
  return (
    <nav className="pagination" aria-label={label}>
      <InlineStyle name="pagination" css={paginationCss} />
      <ul>
        <li>
          {current > 1 ? (
            <Link to={to(current - 1)} className="pagination-step" rel="prev">
              <ChevronLeft size={18} />
              <span>Previous</span>
              <span className="sr-only"> page</span>
            </Link>
          ) : (
            <span className="pagination-step" aria-disabled="true">
              <ChevronLeft size={18} />
              <span>Previous</span>
            </span>
          )}
        </li>
        {pageList(current, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                className="pagination-page"
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}${item === pages ? ', last page' : ''}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link to={to(current + 1)} className="pagination-step" rel="next">
              <span>Next</span>
              <span className="sr-only"> page</span>
              <ChevronRight size={18} />
            </Link>
          ) : (
            <span className="pagination-step" aria-disabled="true">
              <span>Next</span>
              <ChevronRight size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
