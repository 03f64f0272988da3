import { useEffect, useState } from 'react'
import { PRESENCE_BEAT_MS, presenceMessage, type Presence, type PresenceKind } from '#core/staff/presence.ts'
import { staffRequest } from '#app/admin/lib/request.ts'

// "Maria Lopez is also editing this listing." (docs/decisions/0095-who-else-is-editing.md): while an editor is
// open it tells the server every few seconds, and says calmly who else has the same record open. A failed beat
// says nothing: the notice is a courtesy, the version check on save is what keeps edits safe.

export function PresenceNotice({ kind, id, className = '' }: { kind: PresenceKind; id: string | null; className?: string }) {
  const [names, setNames] = useState<string[]>([])
  useEffect(() => {
    if (!id) return
    let open = true
    const path = `/api/admin/presence/${kind}/${encodeURIComponent(id)}`
    const beat = () =>
      staffRequest<Presence>(path, { method: 'PUT', redirectOn401: false }).then(
        (p) => open && setNames(p.others.map((o) => o.name)),
        () => undefined,
      )
    void beat()
    const timer = setInterval(() => void beat(), PRESENCE_BEAT_MS)
    return () => {
      open = false
      clearInterval(timer)
      setNames([])
      void staffRequest(path, { method: 'DELETE', redirectOn401: false }).catch(() => undefined)
    }
  }, [kind, id])
  const text = presenceMessage(kind, names)
  return text ? (
    <p className={`admin-alert admin-alert-info presence-notice ${className}`.trim()} role="status">
      {text}
    </p>
  ) : null
}
