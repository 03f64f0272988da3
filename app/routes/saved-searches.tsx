import { useId, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/saved-searches'
import { ALERT_FREQUENCIES, FREQUENCY_LABELS, SAVED_SEARCH_MESSAGES, type ManageView } from '#core/leads/saved-searches.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { InvalidLink } from '#app/ui/invalid-link.tsx'
import { call } from '#app/ui/http.ts'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { Options } from '#app/ui/forms/options.tsx'
import css from '#app/leads/saved-searches.css?inline'
import { tokenFrom } from '#app/ui/token-action.ts'
import { MailTokenSchema } from '#app/leads/mail-links.ts'

// The manage page of saved searches and saved homes (docs/decisions/0161-saved-searches-and-alerts.md), opened by the
// private link in every alert: rename a search, change how often it mails, delete it, or unsubscribe from everything.

/** The private link's token (the page renders per request: server/catalog/page-cache.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenFrom(MailTokenSchema, new URL(request.url).searchParams.get('token'))
  const view: View | 'unknown' = (token && (await context.actions.savedSearches(token))) || 'unknown'
  return { token, view }
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Your saved searches', 'Manage the emails about your saved searches and homes.'),
  { name: 'robots', content: 'noindex' },
]

type View = Omit<ManageView, 'browserKey'>
const SAVE_ERROR = 'That change could not be saved. Please try again.'

export default function SavedSearchesPage({ loaderData: { token, view } }: Route.ComponentProps) {
  const [note, setNote] = useState('')
  const { revalidate } = useRevalidator()

  const act = async (url: string, payload: object, method = 'POST') => {
    const answer = await call(url, { method, body: { token, ...payload } }).catch(() => undefined)
    setNote(answer?.ok ? ((answer.body as { message?: string }).message ?? '') : SAVE_ERROR)
    if (answer?.ok) await revalidate()
    return answer?.ok ?? false
  }

  return (
    <CompanyPage
      title="Your saved searches"
      intro="Every search and saved home kept with your email address. Change how often we write, or stop any of it."
      style={{ name: 'saved-searches', css }}
    >
      <PageSection labelledBy="manage-title">
        <h2 id="manage-title" className="sr-only">
          Saved searches
        </h2>
        {token === null ? (
          <InvalidLink />
        ) : view === 'unknown' ? (
          <p role="status">{note || SAVED_SEARCH_MESSAGES.unknownManage}</p>
        ) : (
          <>
            <p className="manage-address">
              Emails go to <strong>{view.email}</strong>
              {!view.confirmed && ' (waiting for you to confirm it: look for our email)'}.
            </p>
            <p className="manage-note" role="status">
              {note}
            </p>
            {view.searches.length === 0 ? (
              <p>You have no saved searches. Use “Save this search” on any search page to get emails about new homes.</p>
            ) : (
              <ul className="manage-list">
                {view.searches.map((s) => (
                  <SearchRow key={s._id} search={s} act={act} />
                ))}
              </ul>
            )}
            {view.homes.length > 0 && (
              <section className="manage-homes" aria-labelledby="manage-homes-title">
                <h3 id="manage-homes-title">Saved homes</h3>
                <ul>
                  {view.homes.map((h) => (
                    <li key={h.id}>
                      <Link to={`/property/${h.id}`}>{h.title}</Link>
                    </li>
                  ))}
                </ul>
                <p>
                  <a className="btn btn-outline btn-sm" href={`/saved?token=${token}`}>
                    Open my saved homes on this device
                  </a>
                </p>
              </section>
            )}
            <section className="manage-stop" aria-labelledby="manage-stop-title">
              <h3 id="manage-stop-title">Stop everything</h3>
              <p>Removes every saved search and saved home of this address, and we send no more emails about them.</p>
              <button
                type="button"
                className="btn btn-outline btn-sm manage-danger"
                onClick={() => void act('/api/saved-searches/remove-everything', {})}
              >
                Unsubscribe from everything
              </button>
            </section>
          </>
        )}
      </PageSection>
    </CompanyPage>
  )
}

function SearchRow({
  search,
  act,
}: {
  search: View['searches'][number]
  act: (url: string, payload: object, method?: string) => Promise<boolean>
}) {
  const id = useId()
  const [name, setName] = useState(search.name)
  return (
    <li className="manage-item" data-testid="saved-search">
      <form
        className="manage-form"
        onSubmit={(e) => {
          e.preventDefault()
          void act(`/api/saved-searches/${search._id}`, { name, frequency: new FormData(e.currentTarget).get('frequency') }, 'PATCH')
        }}
      >
        {search.kind === 'homes' ? (
          <div className="field">
            <span className="manage-fixed-label">Alert</span>
            <p className="manage-fixed">{search.name}: price drops, status changes and open houses</p>
          </div>
        ) : (
          <FieldShell id={`${id}-name`} label="Search name">
            <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
          </FieldShell>
        )}
        <FieldShell id={`${id}-frequency`} label="Emails">
          <select id={`${id}-frequency`} name="frequency" defaultValue={search.frequency}>
            <Options items={ALERT_FREQUENCIES} label={(f) => FREQUENCY_LABELS[f]} />
          </select>
        </FieldShell>
        <div className="manage-actions">
          <button type="submit" className="btn btn-primary btn-sm">
            Save changes
          </button>
          {search.kind === 'search' && (
            <Link className="btn btn-outline btn-sm" to={search.url}>
              View homes
            </Link>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void act(`/api/saved-searches/${search._id}/delete`, {})}
            aria-label={`Delete ${search.name}`}
          >
            Delete
          </button>
        </div>
      </form>
    </li>
  )
}
