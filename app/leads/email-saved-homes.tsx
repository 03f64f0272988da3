import { useEffect, useState } from 'react'
import { seenOf } from '#core/listings/saved-homes.ts'
import type { Listing } from '#core/listings/listing.ts'
import { useT } from '#app/i18n/use-t.ts'
import { Trans } from 'react-i18next'
import { MailIcon } from '#app/ui/icons.tsx'
import { langOfPath } from '#core/i18n/locale.ts'
import { DialogButton } from '#app/ui/dialog.tsx'
import { INVALID_ADDRESS, SignUpForm } from './sign-up-form.tsx'
import { AlertEmailField, looksLikeEmail } from './alert-email-field.tsx'
import { postJson } from '#app/ui/http.ts'
import { savedHomes, useSavedHomes } from '#app/listings/saved-homes-store.ts'
import { freshAlertTie, useAlertPost, writeAlertTie, type AlertTie } from './alert-tie.ts'

// Saved homes tied to an address (docs/decisions/0161-saved-searches-and-alerts.md): "E-mail me my saved homes" on
// /saved, and the private link /saved?token= that opens the address's list on any device and merges it into this one.

/** The button and its dialog; once the browser is tied to a confirmed address, a line that says so. */
export function EmailSavedHomes() {
  const { t } = useT('leads')
  const [tie, setTie] = useState<AlertTie | undefined>()
  // Asked again as the dialog opens and closes: the address may have been confirmed meanwhile.
  const refresh = () => void freshAlertTie().then(setTie)
  useEffect(refresh, [])
  if (tie?.confirmed)
    return (
      <p className="saved-tied">
        <MailIcon size={16} />{' '}
        <Trans t={t} i18nKey="savedHomes.keptWith" components={{ strong: <strong /> }} values={{ email: tie.email }} />
      </p>
    )
  return (
    <DialogButton icon={<MailIcon size={16} />} title={t('savedHomes.title')} description={t('savedHomes.description')} onToggle={refresh}>
      {(close) => <EmailHomesForm tie={tie} onClose={close} />}
    </DialogButton>
  )
}

function EmailHomesForm({ tie, onClose }: { tie: AlertTie | undefined; onClose: () => void }) {
  const { t } = useT('leads')
  const saved = useSavedHomes()
  const post = useAlertPost(t('savedHomes.error'))
  const send = async (data: Record<string, string>) => {
    const email = (data.email ?? '').trim()
    const answer = await post.send('/api/saved-homes/address', {
      email,
      homes: saved.map((h) => ({ id: h.id, title: h.title })),
      locale: langOfPath(window.location.pathname),
      ...(tie && { browserKey: tie.browserKey }),
      website: data.website ?? '',
    })
    if (answer?.browserKey) writeAlertTie({ browserKey: answer.browserKey, email, confirmed: answer.confirmed })
    return answer?.message
  }
  return (
    <SignUpForm
      post={post}
      check={(data) => (looksLikeEmail((data.email ?? '').trim()) ? undefined : INVALID_ADDRESS)}
      send={send}
      submitLabel={t('savedHomes.submit')}
      busyLabel={t('savedHomes.busy')}
      onClose={onClose}
    >
      {(id) => <AlertEmailField id={`${id}-email`} defaultValue={tie?.email ?? ''} autoFocus />}
    </SignUpForm>
  )
}

/**
 * Opens the address's list when the page was opened by its private link: its homes join this browser's (each as it
 * is now, so only later changes are news), and the browser is tied to the address. The link leaves the address bar.
 */
export function useOpenSavedHomesLink(): string {
  const { t } = useT('leads')
  // What happened, worded below in the page's language.
  const [note, setNote] = useState<{ count: number } | 'unknown' | 'failed' | null>(null)
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token')
    if (!token) return
    window.history.replaceState(null, '', window.location.pathname)
    void (async () => {
      const answer = await postJson('/api/saved-homes/open', { token }).catch(() => undefined)
      if (!answer?.ok) {
        setNote(answer?.status === 404 || answer?.status === 400 ? 'unknown' : 'failed')
        return
      }
      const { homes, browserKey } = answer.body as { homes: Array<{ id: string; title: string }>; browserKey: string }
      const found = await Promise.all(
        homes.map(async (h) => {
          const res = await fetch(`/api/properties/${h.id}`).catch(() => undefined)
          return res?.ok ? { ...h, seen: seenOf((await res.json()) as Listing) } : undefined
        }),
      )
      savedHomes.merge(found.filter((h) => h !== undefined))
      const state = (await postJson('/api/saved-searches/browser', { browserKey })).body as { email?: string }
      writeAlertTie({ browserKey, email: state.email ?? '', confirmed: true })
      setNote({ count: homes.length })
    })()
  }, [])
  if (note === 'unknown') return t('forms:messages.savedUnknownManage')
  if (note === 'failed') return t('savedHomes.error')
  return note ? t('savedHomes.onDevice', { count: note.count }) : ''
}
