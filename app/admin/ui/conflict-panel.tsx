import { useState } from 'react'
import type { Conflict } from '#core/conflicts.ts'
import { StaffRequestError } from '#app/admin/lib/request.ts'

// What a portal form shows when its save was refused because someone saved
// the same record (a content section, a listing) after the form was opened:
// who and when, what differs between the two versions, and three ways on.
// Nothing is saved or thrown away until the staff member chooses.

interface Props {
  title: string
  /** The server's words: who saved, and when. */
  message: string
  mine: unknown
  theirs: unknown
  busy: boolean
  onLoadTheirs: () => void
  onKeepMine: () => void
}

const MAX_SHOWN = 140
const COLUMNS = ['Field', 'Their version (saved)', 'Your version (not saved)']

/** "backgroundImage" → "Background image"; a nested field "location.city" → "Location city". */
const labelOf = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\./g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A value as one short line of text: rich text without its tags, lists by their names. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(shown).join(', ')
  if (typeof value === 'object') {
    const named = (value as { name?: unknown; title?: unknown }).name ?? (value as { title?: unknown }).title
    return typeof named === 'string' ? named : JSON.stringify(value)
  }
  const text = String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text
}

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/** A record's fields by path, nested records opened ("location.city"); lists stay whole. */
function fieldsOf(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    if (isRecord(v)) Object.assign(out, fieldsOf(v, `${prefix}${key}.`))
    else out[prefix + key] = v
  }
  return out
}

/** The fields (or, for a list, the list itself) whose values differ. */
function differences(mine: unknown, theirs: unknown): Array<{ field: string; mine: string; theirs: string }> {
  if (isRecord(mine) && isRecord(theirs)) {
    const a = fieldsOf(mine)
    const b = fieldsOf(theirs)
    return [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
      .map((k) => ({ field: labelOf(k), mine: shown(a[k]), theirs: shown(b[k]) }))
  }
  return JSON.stringify(mine) === JSON.stringify(theirs) ? [] : [{ field: 'Items', mine: shown(mine), theirs: shown(theirs) }]
}

/** The conflict a save was refused with (409: someone saved the record since), or null for any other failure. */
export function conflictOf<T>(err: unknown): Conflict<T> | null {
  return err instanceof StaffRequestError && err.status === 409 && err.body && typeof err.body === 'object' && 'current' in err.body
    ? (err.body as Conflict<T>)
    : null
}

export function ConflictPanel({ title, message, mine, theirs, busy, onLoadTheirs, onKeepMine }: Props) {
  const [copied, setCopied] = useState(false)
  const diff = differences(mine, theirs)

  async function copyMine() {
    const text = diff.map((d) => `${d.field}: ${d.mine}`).join('\n') || shown(mine)
    await navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }

  return (
    <div className="conflict-panel" role="alert" aria-labelledby="conflict-heading">
      <h3 id="conflict-heading">{title} was changed by someone else</h3>
      <p>{message}</p>
      {diff.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table conflict-table">
            <caption className="sr-only">What differs between their version and yours</caption>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {diff.map((d) => (
                <tr key={d.field}>
                  <th scope="row">{d.field}</th>
                  <td data-label={COLUMNS[1]}>{d.theirs}</td>
                  <td data-label={COLUMNS[2]}>{d.mine}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="conflict-actions">
        <button type="button" className="admin-btn admin-btn-secondary" disabled={busy} onClick={onLoadTheirs}>
          Use their version
        </button>
        <button type="button" className="admin-btn admin-btn-secondary" disabled={busy} onClick={() => void copyMine()}>
          {copied ? 'Your changes are copied' : 'Copy your changes'}
        </button>
        <button type="button" className="admin-btn admin-btn-primary" disabled={busy} onClick={onKeepMine}>
          Save yours over theirs
        </button>
      </div>
    </div>
  )
}
