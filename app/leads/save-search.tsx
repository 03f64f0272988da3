import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { Trans } from 'react-i18next'
import { ALERT_FREQUENCIES, suggestedSearchName, type SearchNameWords } from '#core/leads/saved-search-names.ts'
import { useT } from '#app/i18n/use-t.ts'
import { MailIcon } from '#app/ui/icons.tsx'
import { langOfPath, unlocalizedPath } from '#core/i18n/locale.ts'
import { DialogButton } from '#app/ui/dialog.tsx'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { AlertEmailField, looksLikeEmail } from './alert-email-field.tsx'
import { INVALID_ADDRESS, SignUpForm } from './sign-up-form.tsx'
import { freshAlertTie, useAlertPost, writeAlertTie, type AlertTie } from './alert-tie.ts'

// "Save this search" on /properties, /rentals and /upcoming (docs/decisions/0161-saved-searches-and-alerts.md): the
// page's filters (its URL), a name and how often to hear, and an e-mail address unless this browser is tied to a
// confirmed one.

export function SaveSearch() {
  const { t } = useT('leads')
  return (
    <DialogButton icon={<MailIcon size={16} />} title={t('saveSearch.title')} description={t('saveSearch.description')}>
      {(close) => <SaveSearchForm onClose={close} />}
    </DialogButton>
  )
}

function SaveSearchForm({ onClose }: { onClose: () => void }) {
  const { t } = useT('leads')
  const { pathname, search } = useLocation()
  const post = useAlertPost(t('saveSearch.error'))
  // The suggested name in the page's language: "Casas en venta en Millard, 3+ hab." on a Spanish page.
  const pages: Record<string, string> = {
    '/properties': t('saveSearch.suggested.properties'),
    '/rentals': t('saveSearch.suggested.rentals'),
    '/upcoming': t('saveSearch.suggested.upcoming'),
  }
  const nameWords: SearchNameWords = {
    page: (page) => pages[page] ?? t('saveSearch.suggested.other'),
    in: (name, place) => t('saveSearch.suggested.in', { name, place }),
    beds: (n) => t('saveSearch.suggested.beds', { n }),
    baths: (n) => t('saveSearch.suggested.baths', { n }),
    from: (min) => t('saveSearch.suggested.from', { min }),
    upTo: (max) => t('saveSearch.suggested.upTo', { max }),
  }
  const [tie, setTie] = useState<AlertTie | undefined>()
  useEffect(() => {
    void freshAlertTie().then(setTie)
  }, [])
  const known = tie?.confirmed ? tie : undefined

  const check = (data: Record<string, string>) => {
    if (!data.name?.trim()) return { message: t('saveSearch.nameMissing'), field: 'name' }
    if (!known && !looksLikeEmail((data.email ?? '').trim())) return INVALID_ADDRESS
  }
  const send = async (data: Record<string, string>) => {
    const email = known ? undefined : (data.email ?? '').trim()
    const answer = await post.send('/api/saved-searches', {
      // The page without its language; the alerts are written in the language of the page the search was saved on.
      page: unlocalizedPath(pathname),
      query: search.replace(/^\?/, ''),
      name: data.name,
      frequency: data.frequency,
      locale: langOfPath(pathname),
      ...(email !== undefined && { email }),
      ...(tie && { browserKey: tie.browserKey }),
      website: data.website ?? '',
    })
    if (answer?.browserKey) writeAlertTie({ browserKey: answer.browserKey, email: email ?? known!.email, confirmed: answer.confirmed })
    return answer?.message
  }

  return (
    <SignUpForm
      post={post}
      check={check}
      send={send}
      submitLabel={t('saveSearch.submit')}
      busyLabel={t('saveSearch.busy')}
      onClose={onClose}
    >
      {(id) => (
        <>
          <FieldShell id={`${id}-name`} label={t('saveSearch.name')}>
            <input
              id={`${id}-name`}
              name="name"
              type="text"
              required
              maxLength={120}
              defaultValue={suggestedSearchName(unlocalizedPath(pathname), search, nameWords)}
              data-autofocus
            />
          </FieldShell>
          <fieldset className="field save-search-frequency">
            <legend>{t('saveSearch.often')}</legend>
            {ALERT_FREQUENCIES.map((f, i) => (
              <label key={f} className="check-field">
                <input type="radio" name="frequency" value={f} defaultChecked={i === 1} /> {t(`saveSearch.frequency.${f}`)}
              </label>
            ))}
          </fieldset>
          {known ? (
            <p className="field-hint">
              <Trans t={t} i18nKey="saveSearch.sentTo" components={{ strong: <strong /> }} values={{ email: known.email }} />
            </p>
          ) : (
            <AlertEmailField id={`${id}-email`} defaultValue={tie?.email ?? ''} />
          )}
        </>
      )}
    </SignUpForm>
  )
}
