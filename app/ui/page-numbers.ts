export type PageItem = number | 'gap'

/**
 * The page links to show for page `current` of `total`: always the first and
 * the last, the current one with `siblings` either side, and a gap where pages
 * are left out. The list keeps one length while the visitor pages through
 * (no jumping controls), and a gap never hides a single page.
 */
export function pageList(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return []
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total)
  const slots = 2 * siblings + 5 // first, last, two gaps and the window
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  if (total <= slots) return range(1, total)
  const left = Math.max(page - siblings, 1)
  const right = Math.min(page + siblings, total)
  const leftGap = left > 3
  const rightGap = right < total - 2
  if (!leftGap) return [...range(1, slots - 2), 'gap', total]
  if (!rightGap) return [1, 'gap', ...range(total - (slots - 3), total)]
  return [1, 'gap', ...range(left, right), 'gap', total]
}

/** How many pages `total` results fill at `pageSize` a page. */
export const pageCount = (total: number, pageSize: number) => (pageSize > 0 ? Math.ceil(Math.max(0, total) / pageSize) : 0)
