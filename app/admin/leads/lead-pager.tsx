import { Pagination } from '#app/ui/pagination.tsx'

/** Leads and sign-ups are listed 25 to a page. */
export const LEAD_PAGE_SIZE = 25

/** The inbox's pager (leads and sign-ups): Previous, "Page n of N", Next. */
export function LeadPager({ page, total, label, onPage }: { page: number; total: number; label: string; onPage: (page: number) => void }) {
  return (
    <Pagination
      page={page}
      pageSize={LEAD_PAGE_SIZE}
      total={total}
      label={label}
      className="lead-pager"
      buttonClassName="admin-btn admin-btn-small"
      onPage={onPage}
    />
  )
}
