import { useId, useState } from 'react'
import type { NewShowingFeed, ShowingFeed } from '#core/leads/showing-feed.ts'
import { formatBusinessTime } from '#core/business-time.ts'
import { errorMessage, staffRequest } from '#app/admin/lib/request.ts'
import type { ShowToast } from '#app/admin/ui/notice.tsx'
import { useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { RowButton } from '#app/admin/ui/row-actions.tsx'

// Each agent's private calendar feed (docs/decisions/0149-agent-calendar-feeds.md): whether it has an address, and a
// new one made on request. Only a hash of the address is kept, so it is shown here once, right after it is made, with
// a copy button and a webcal link that calendar programs open as a subscription.

export const FEED_PANEL_ID = 'calendar-feed'

export function ShowingFeedPanel({ initial, isAgent, onDone }: { initial: ShowingFeed[]; isAgent: boolean; onDone: ShowToast }) {
  const id = useId()
  const confirm = useConfirm()
  const [feeds, setFeeds] = useState(initial)
  const [made, setMade] = useState<NewShowingFeed | null>(null)
  const [busy, setBusy] = useState(false)

  async function reset(feed: ShowingFeed) {
    const whose = isAgent ? 'your' : `${feed.agentName}’s`
    if (
      feed.active &&
      !(await confirm({
        title: 'Make a new feed address?',
        message: `The address ${whose} calendar program uses now stops working at once. Subscribe again with the new address.`,
        confirmLabel: 'Make new address',
      }))
    )
      return
    setBusy(true)
    try {
      const fresh = await staffRequest<NewShowingFeed>(`/api/admin/showings/feeds/${feed.agentId}/reset`, { method: 'POST' })
      setMade(fresh)
      setFeeds((all) => all.map((f) => (f.agentId === fresh.agentId ? { ...f, active: true, createdAt: fresh.createdAt } : f)))
      onDone(feed.active ? 'New feed address made. The old one no longer works.' : 'Feed address made.')
    } catch (err) {
      onDone(errorMessage(err, 'The feed address could not be made. Check the connection and try again.'), 'error')
    } finally {
      setBusy(false)
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      onDone('Feed address copied.')
    } catch {
      onDone('The address could not be copied: select it and copy it by hand.', 'error')
    }
  }

  return (
    <section className="admin-panel" id={FEED_PANEL_ID} aria-labelledby={`${id}-heading`}>
      <div className="admin-panel-head">
        <h2 id={`${id}-heading`}>{isAgent ? 'Your calendar feed' : 'Agents’ calendar feeds'}</h2>
      </div>
      <p className="admin-muted sf-lead">
        Subscribe to {isAgent ? 'your' : 'an agent’s'} showings from Google Calendar, Apple Calendar or Outlook with a private address.
        Anyone who has it can read the showings and the visitors’ contact details, so keep it private. It is shown only once, when it is
        made; a new address replaces the old one at once.
      </p>
      {made && (
        <div className="admin-alert admin-alert-success sf-made" role="status">
          <div className="field">
            <label htmlFor={`${id}-url`}>Feed address for {made.agentName}</label>
            <div className="sf-url">
              <input id={`${id}-url`} readOnly value={made.url} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className="admin-btn admin-btn-small" onClick={() => void copy(made.url)}>
                Copy
              </button>
            </div>
          </div>
          <p>
            <a href={made.webcalUrl}>Subscribe in your calendar program</a> or paste the address where it asks to add a calendar from the
            internet (by URL).
          </p>
          <button type="button" className="admin-btn admin-btn-secondary admin-btn-small" onClick={() => setMade(null)}>
            Done
          </button>
        </div>
      )}
      {feeds.length === 0 ? (
        <p>Your staff account is not linked to an agent card, so it has no showings to subscribe to. Ask an owner to link it.</p>
      ) : (
        <ul className="sf-list" aria-label="Calendar feeds">
          {feeds.map((f) => (
            <li key={f.agentId} className="sf-item">
              <div>
                <p className="sf-agent">{f.agentName}</p>
                <p className="sf-state">{f.createdAt ? `Address made ${formatBusinessTime(f.createdAt)}` : 'No address yet'}</p>
              </div>
              <RowButton
                label={f.active ? 'Make new address' : 'Make address'}
                row={`for ${f.agentName}`}
                disabled={busy}
                onClick={() => void reset(f)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
