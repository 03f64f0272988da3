import { useId, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/saved-searches'
import { ALERT_FREQUENCIES } from '#core/leads/saved-search-names.ts'
import { SAVED_SEARCH_MESSAGES } from '#core/leads/saved-search-messages.ts'
import type { ManageView } from '#core/leads/saved-searches.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
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

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'saved')
  return [...pageMeta(t('searches.title'), t('searches.description')), { name: 'robots', content: 'noindex' }]
}

type View = Omit<ManageView, 'browserKey'>

/** The server's answers (in English, as the API gives them) and their words in the `saved` namespace. */
const ANSWER_KEYS: Record<string, string> = {
  [SAVED_SEARCH_MESSAGES.unknownManage]: 'answers.unknownManage',
  [SAVED_SEARCH_MESSAGES.everythingRemoved]: 'answers.everythingRemoved',
  'Saved.': 'answers.saved',
  'Deleted.': 'answers.deleted',
  'Saved search not found': 'answers.notFound',
}

export default function SavedSearchesPage({ loaderData: { token, view } }: Route.ComponentProps) {
  const [note, setNote] = useState('')
  const { t, href } = useT('saved')
  const { revalidate } = useRevalidator()
  const words = (message: string) => (ANSWER_KEYS[message] ? t(ANSWER_KEYS[message]) : message)

  const act = async (url: string, payload: object, method = 'POST') => {
    const answer = await call(url, { method, body: { token, ...payload } }).catch(() => undefined)
    setNote(answer?.ok ? words((answer.body as { message?: string }).message ?? '') : t('searches.saveError'))
    if (answer?.ok) await revalidate()
    return answer?.ok ?? false
  }

  return (
    <CompanyPage title={t('searches.title')} intro={t('searches.intro')} style={{ name: 'saved-searches', css }}>
      <PageSection hiddenHeading={t('searches.heading')}>
        {token === null ? (
          <InvalidLink />
        ) : view === 'unknown' ? (
          <p role="status">{note || t('answers.unknownManage')}</p>
        ) : (
          <>
            <p className="manage-address">
              {t('searches.emailsTo')} <strong>{view.email}</strong>
              {view.confirmed ? '.' : ` ${t('searches.unconfirmed')}.`}
            </p>
            <p className="manage-note" role="status">
              {note}
            </p>
            {view.searches.length === 0 ? (
              <p>{t('searches.none')}</p>
            ) : (
              <ul className="manage-list">
                {view.searches.map((s) => (
                  <SearchRow key={s._id} search={s} act={act} />
                ))}
              </ul>
            )}
            {view.homes.length > 0 && (
              <section className="manage-homes" aria-labelledby="manage-homes-title">
                <h3 id="manage-homes-title">{t('homes.title')}</h3>
                <ul>
                  {view.homes.map((h) => (
                    <li key={h.id}>
                      <Link to={href(`/property/${h.id}`)}>{h.title}</Link>
                    </li>
                  ))}
                </ul>
                <p>
                  <a className="btn btn-outline btn-sm" href={`${href('/saved')}?token=${token}`}>
                    {t('searches.openHomes')}
                  </a>
                </p>
              </section>
            )}
            <section className="manage-stop" aria-labelledby="manage-stop-title">
              <h3 id="manage-stop-title">{t('searches.stopTitle')}</h3>
              <p>{t('searches.stopText')}</p>
              <button
                type="button"
                className="btn btn-outline btn-sm manage-danger"
                onClick={() => void act('/api/saved-searches/remove-everything', {})}
              >
                {t('searches.stopButton')}
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
  const { t, href } = useT('saved')
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
            <span className="manage-fixed-label">{t('searches.alert')}</span>
            <p className="manage-fixed">{t('searches.homesAlert', { name: search.name })}</p>
          </div>
        ) : (
          <FieldShell id={`${id}-name`} label={t('searches.name')}>
            <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
          </FieldShell>
        )}
        <FieldShell id={`${id}-frequency`} label={t('searches.emails')}>
          <select id={`${id}-frequency`} name="frequency" defaultValue={search.frequency}>
            <Options items={ALERT_FREQUENCIES} label={(f) => t(`frequency.${f}`)} />
          </select>
        </FieldShell>
        <div className="manage-actions">
          <button type="submit" className="btn btn-primary btn-sm">
            {t('searches.save')}
          </button>
          {search.kind === 'search' && (
            <Link className="btn btn-outline btn-sm" to={href(search.url)}>
              {t('searches.view')}
            </Link>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void act(`/api/saved-searches/${search._id}/delete`, {})}
            aria-label={t('searches.deleteLabel', { name: search.name })}
          >
            {t('searches.delete')}
          </button>
        </div>
      </form>
    </li>
  )
}
