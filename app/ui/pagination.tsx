import { Link, useSearchParams } from 'react-router'
import { nextSearch } from '#app/listings/search/listing-query.ts'
import { pageCount, pageList } from './page-numbers.ts'
import { ChevronLeft, ChevronRight } from './icons.tsx'
import { InlineStyle } from './inline-style.tsx'
import paginationCss from './pagination.css?inline'
import { useT } from '#app/i18n/use-t.ts'

interface Props {
  page: number
  pageSize: number
  total: number
  /** Names the landmark, e.g. "Upcoming properties pages". */
  label?: string
}

/**
 * The step form used in the staff portal: Previous, "Page n of N" and Next as
 * buttons that call `onPage`, in a landmark with the screen's own class.
 */
interface StepProps extends Props {
  label: string
  onPage: (page: number) => void
  /** The landmark's class (the screen's layout). */
  className: string
  /** The buttons' class. */
  buttonClassName: string
  previousLabel?: string
  nextLabel?: string
}

/**
 * The cursor form, for a list that knows no total, only whether there is
 * more (the portal's activity log): a link to the page before and one to the
 * page after (each a URL that names its place in the list), each shown only
 * when there is such a page.
 */
interface CursorProps {
  previous: string | null
  next: string | null
  label: string
  /** The landmark's class (the screen's layout). */
  className: string
  previousLabel: string
  nextLabel: string
}

/**
 * The one pager. Without `onPage`: page links of a long result list, so a page
 * stays quick with thousands of listings; each link is the current URL with
 * only `page` changed, so filters and sort survive and a page can be
 * bookmarked or shared. With `onPage`: the portal's Previous/Next buttons.
 * With `next`: the cursor links of a list without a total.
 * Nothing is shown when everything fits on one page.
 */
export function Pagination(props: Props | StepProps | CursorProps) {
  if ('next' in props) return <PageCursor {...props} />
  if (pageCount(props.total, props.pageSize) <= 1) return null
  return 'onPage' in props ? <PageSteps {...props} /> : <PageLinks {...props} />
}

function PageCursor({ previous, next, label, className, previousLabel, nextLabel }: CursorProps) {
  if (previous === null && next === null) return null
  return (
    <nav className={className} aria-label={label}>
      {previous !== null && (
        <Link to={previous} rel="prev">
          {previousLabel}
        </Link>
      )}
      {next !== null && (
        <Link to={next} rel="next">
          {nextLabel}
        </Link>
      )}
    </nav>
  )
}

function PageSteps({ page, pageSize, total, label, onPage, className, buttonClassName, previousLabel, nextLabel }: StepProps) {
  const { t } = useT('search')
  const pages = pageCount(total, pageSize)
  return (
    <nav className={className} aria-label={label}>
      <button type="button" className={buttonClassName} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel ?? t('pager.previous')}
      </button>
      <span>{t('pager.pageOf', { page, pages })}</span>
      <button type="button" className={buttonClassName} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel ?? t('pager.next')}
      </button>
    </nav>
  )
}

function PageLinks({ page, pageSize, total, label }: Props) {
  const { t } = useT('search')
  const [params] = useSearchParams()
  const pages = pageCount(total, pageSize)
  const current = Math.min(Math.max(1, page), pages)
  const to = (n: number) => {
    const search = nextSearch(params, { page: n === 1 ? null : String(n) }).toString()
    return search ? `?${search}` : '?'
  }
  return (
    <nav className="pagination" aria-label={label ?? t('pager.label')}>
      <InlineStyle name="pagination" css={paginationCss} />
      <ul>
        <li>
          {current > 1 ? (
            <Link prefetch="intent" to={to(current - 1)} className="pagination-step" rel="prev">
              <ChevronLeft size={18} />
              <span>{t('pager.previous')}</span>
              <span className="sr-only">{t('pager.pageSuffix')}</span>
            </Link>
          ) : (
            <span className="pagination-step" aria-disabled="true">
              <ChevronLeft size={18} />
              <span>{t('pager.previous')}</span>
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
                aria-label={item === pages ? t('pager.lastPage', { page: item }) : t('pager.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link prefetch="intent" to={to(current + 1)} className="pagination-step" rel="next">
              <span>{t('pager.next')}</span>
              <span className="sr-only">{t('pager.pageSuffix')}</span>
              <ChevronRight size={18} />
            </Link>
          ) : (
            <span className="pagination-step" aria-disabled="true">
              <span>{t('pager.next')}</span>
              <ChevronRight size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
