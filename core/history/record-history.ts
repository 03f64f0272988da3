import { z } from 'zod'
import { htmlToText } from '#core/text-preview.ts'

// The kept versions of a record (docs/decisions/0100-record-history.md): each save keeps the record as it then was;
// what a save changed is the difference between its version and the one before, field by field, in words a staff
// member reads ("Price $250,000 → $239,000").

export const HISTORY_KINDS = ['content', 'listing', 'agent', 'partner', 'staff-user', 'person', 'fair-housing'] as const
export type HistoryKind = (typeof HISTORY_KINDS)[number]

/** One field a version differs in: its label, and the value before and after, as shown. */
export const FieldChangeSchema = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() })
export type FieldChange = z.infer<typeof FieldChangeSchema>

export const RecordVersionSchema = z.object({
  _id: z.string(),
  /** '' for the version from before the first save that was kept. */
  savedBy: z.string(),
  savedAt: z.string(),
  /** The newest version is the record as it is now. */
  current: z.boolean(),
  /** "Price $250,000 → $239,000; Bedrooms 3 → 4"; for the oldest kept version, what it was kept as. */
  summary: z.string(),
  /** What this save changed: the version before it beside this one. */
  changes: z.array(FieldChangeSchema),
  /** What restoring this version would change: the record now beside this version. */
  restoreChanges: z.array(FieldChangeSchema),
})
export type RecordVersion = z.infer<typeof RecordVersionSchema>

/** How a field is labelled and shown; fields without one are labelled from their name. */
export interface FieldFormat {
  label: string
  format?: 'money' | 'rich-text' | 'yes-no' | 'hidden'
}
/** Each field's label, or its label and how its values read ("money", "rich-text"…). */
export type FieldFormats = Record<string, string | FieldFormat>

const formatOf = (formats: FieldFormats, path: string): FieldFormat | undefined => {
  const format = formats[path]
  return typeof format === 'string' ? { label: format } : format
}

const EMPTY = '—'
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** "schoolDistrict" → "School district". */
function labelOf(path: string, formats: FieldFormats): string {
  const known = formatOf(formats, path)
  if (known) return known.label
  const parts = path.split('.')
  const parent = parts.length > 1 ? labelOf(parts.slice(0, -1).join('.'), formats) : ''
  const own = parts
    .at(-1)!
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
  const text = parent ? `${parent}: ${own}` : own
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function shown(value: unknown, format: FieldFormat['format']): string {
  if (value === null || value === undefined || value === '') return EMPTY
  if (format === 'money' && typeof value === 'number') return money.format(value)
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return value.toLocaleString('en-US')
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map((v) => shown(v, format)).join(', ')
  if (typeof value === 'object')
    return Object.values(value)
      .map((v) => (v && typeof v === 'object' ? '' : shown(v, format)))
      .filter((v) => v && v !== EMPTY)
      .join(' / ')
  const text = format === 'rich-text' || /<\/?[a-z][^>]*>/i.test(String(value)) ? htmlToText(String(value)) : String(value)
  return text || EMPTY
}

/** An item of a list that keeps its identity through changes (a photo, a team member). */
type Item = Record<string, unknown> & { id: string }
const idOf = (v: unknown): string | undefined => {
  if (!v || typeof v !== 'object') return undefined
  const o = v as Record<string, unknown>
  return typeof o.id === 'string' ? o.id : typeof o._id === 'string' ? o._id : undefined
}
const isItemList = (v: unknown): v is Item[] => Array.isArray(v) && v.length > 0 && v.every((i) => idOf(i) !== undefined)
const nameOf = (i: Record<string, unknown>): string =>
  String(i.name ?? i.title ?? i.alt ?? i.caption ?? idOf(i) ?? '').slice(0, 80) || 'untitled'

/** "2 added, 1 removed, reordered, alt text of 1 changed" between two lists of items. */
function listChange(before: Item[], after: Item[]): { before: string; after: string; note: string } {
  const ids = (l: Item[]) => l.map((i) => idOf(i)!)
  const was = new Map(before.map((i) => [idOf(i)!, i]))
  const now = new Map(after.map((i) => [idOf(i)!, i]))
  const added = ids(after).filter((id) => !was.has(id)).length
  const removed = ids(before).filter((id) => !now.has(id)).length
  const kept = ids(after).filter((id) => was.has(id))
  const keptBefore = ids(before).filter((id) => now.has(id))
  const reordered = kept.join() !== keptBefore.join()
  const edited = kept.filter((id) => JSON.stringify(was.get(id)) !== JSON.stringify(now.get(id))).length
  const notes = [
    added && `${added} added`,
    removed && `${removed} removed`,
    reordered && 'reordered',
    edited && `${edited} changed`,
  ].filter(Boolean)
  const list = (l: Item[]) => (l.length === 0 ? EMPTY : l.map((i, n) => `${n + 1}. ${nameOf(i)}`).join('; '))
  return { before: list(before), after: list(after), note: notes.join(', ') }
}

/** Every leaf of a snapshot by its dotted path; lists stay whole. */
function leaves(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out)
  } else if (prefix) out.set(prefix, value)
  return out
}

/** The fields two versions differ in, in the order the newer one lists them. */
export function diffVersions(before: unknown, after: unknown, formats: FieldFormats = {}): FieldChange[] {
  const a = leaves(before)
  const b = leaves(after)
  const paths = [...new Set([...b.keys(), ...a.keys()])]
  const changes: FieldChange[] = []
  for (const path of paths) {
    const format = formatOf(formats, path)?.format
    if (format === 'hidden') continue
    const was = a.get(path)
    const now = b.get(path)
    if (JSON.stringify(was ?? null) === JSON.stringify(now ?? null)) continue
    const label = labelOf(path, formats)
    if (isItemList(was) || isItemList(now)) {
      const l = listChange((was as Item[]) ?? [], (now as Item[]) ?? [])
      changes.push({ field: path, label: `${label} (${l.note || 'changed'})`, before: l.before, after: l.after })
    } else {
      changes.push({ field: path, label, before: shown(was, format), after: shown(now, format) })
    }
  }
  return changes
}

const SUMMARY_FIELDS = 4
const SUMMARY_VALUE = 40
const short = (text: string) => (text.length > SUMMARY_VALUE ? `${text.slice(0, SUMMARY_VALUE - 1)}…` : text)

/** "Price $250,000 → $239,000; Bedrooms 3 → 4; and 2 more changes". */
export function summaryOf(changes: FieldChange[]): string {
  if (changes.length === 0) return 'No field changed'
  const named = changes
    .slice(0, SUMMARY_FIELDS)
    .map((c) => (c.label.includes('(') ? c.label : `${c.label} ${short(c.before)} → ${short(c.after)}`))
  const more = changes.length - SUMMARY_FIELDS
  return more > 0 ? `${named.join('; ')}; and ${more} more ${more === 1 ? 'change' : 'changes'}` : named.join('; ')
}
