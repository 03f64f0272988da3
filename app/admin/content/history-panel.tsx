import { useState } from 'react'
import type { ContentHistoryEntry, ContentSlug } from '#core/content/content-saves.ts'
import { staffRequest, staffRequestWithHeaders } from '#app/admin/lib/request.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { formatBusinessTime } from '#core/business-time.ts'

// The kept versions of one section (who saved, when) with a one-click
// restore. A restore is a save of its own, so it can be undone from here too.

const when = formatBusinessTime

export function HistoryPanel({
  slug,
  title,
  refreshKey,
  onRestored,
  onError,
}: {
  slug: ContentSlug
  title: string
  /** Changes after each save, so the list shows it. */
  refreshKey: number
  /** The restored value and its new version. */
  onRestored: (data: unknown, version: string) => void
  onError: (text: string) => void
}) {
  const { data: entries, error, setData } = useStaffData<ContentHistoryEntry[]>(`/api/admin/content/history/${slug}`, { refreshKey })
  const failed = Boolean(error)
  const [restoring, setRestoring] = useState<string | null>(null)

  async function restore(entry: ContentHistoryEntry) {
    setRestoring(entry._id)
    try {
      const answer = await staffRequestWithHeaders<{ data: unknown }>(`/api/admin/content/history/${entry._id}/restore`, {
        method: 'POST',
      })
      onRestored(answer.body.data, answer.headers.get('etag')?.replaceAll('"', '') ?? '')
      const list = await staffRequest<ContentHistoryEntry[]>(`/api/admin/content/history/${slug}`)
      setData(() => list)
    } catch (err) {
      onError(`Error restoring this version: ${(err as Error).message}`)
    } finally {
      setRestoring(null)
    }
  }

  return (
    <section className="history" aria-label={`${title}: earlier versions`}>
      <h4>Earlier versions</h4>
      {failed && <p className="field-error">The versions could not be loaded.</p>}
      {!failed && !entries && <p className="muted">Loading…</p>}
      {entries?.length === 0 && <p className="muted">No saves yet. Each save is kept here and can be restored.</p>}
      {entries && entries.length > 0 && (
        <ol className="history-list">
          {entries.map((e) => (
            <li key={e._id}>
              <span>
                <strong>{e.savedBy ? `Saved by ${e.savedBy}` : 'Content before the first portal save'}</strong>
                <time dateTime={e.savedAt}>{when(e.savedAt)}</time>
              </span>
              {e.current ? (
                <span className="version-current">On the site now</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={restoring !== null}
                  onClick={() => void restore(e)}
                  aria-label={`Restore the version of ${when(e.savedAt)}`}
                >
                  {restoring === e._id ? 'Restoring...' : 'Restore'}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
