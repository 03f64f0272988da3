import type { ContentSlug } from '#core/content/content-saves.ts'
import { RecordHistory } from '#app/admin/ui/record-history.tsx'

// The kept versions of one content section: the portal's one record history (app/admin/ui/record-history.tsx) on
// the content manager's routes. A restore answers the section as stored and its new version (the ETag).

export function HistoryPanel({
  slug,
  title,
  version,
  refreshKey,
  onRestored,
  onError,
}: {
  slug: ContentSlug
  title: string
  /** The section's version the form shows (a restore over a newer save is refused). */
  version: string
  /** Changes after each save, so the list shows it. */
  refreshKey: number
  /** The restored value and its new version. */
  onRestored: (data: unknown, version: string) => void
  onError: (text: string) => void
}) {
  return (
    <RecordHistory<{ data: unknown }>
      listPath={`/api/admin/content/history/${slug}`}
      restorePath={(id) => `/api/admin/content/history/${id}/restore`}
      version={version}
      noun="section"
      title={title}
      refreshKey={refreshKey}
      onError={onError}
      onRestored={(answer, headers) => onRestored(answer.data, headers.get('etag')?.replaceAll('"', '') ?? '')}
    />
  )
}
