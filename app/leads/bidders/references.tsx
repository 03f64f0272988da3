import { REFERENCES_MAX, REFERENCES_MIN, emptyReference, type BidderReference } from '#core/leads/bidder-rules.ts'
import { TextField } from './fields.tsx'
import { useT } from '#app/i18n/use-t.ts'

const FIELDS = [
  { key: 'name', type: 'text' },
  { key: 'company', type: 'text' },
  { key: 'phone', type: 'tel' },
  { key: 'email', type: 'email' },
  { key: 'project', type: 'text' },
] as const

/** References: at least two; Remove shows only above two; Add another reference. */
export function References({ references, onChange }: { references: BidderReference[]; onChange: (next: BidderReference[]) => void }) {
  const { t } = useT('bidders')
  const set = (i: number, key: keyof BidderReference, value: string) =>
    onChange(references.map((r, j) => (j === i ? { ...r, [key]: value } : r)))
  return (
    <div className="references">
      {references.map((ref, i) => (
        <fieldset key={i} className="reference">
          <legend>{t('references.one', { n: i + 1 })}</legend>
          <div className="field-grid">
            {FIELDS.map((f) => (
              <TextField
                key={f.key}
                name={`references.${i}.${f.key}`}
                label={t(`references.field.${f.key}`)}
                type={f.type}
                value={ref[f.key]}
                required
                maxLength={f.key === 'project' ? 500 : 200}
                onChange={(v) => set(i, f.key, v)}
              />
            ))}
          </div>
          {references.length > REFERENCES_MIN && (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange(references.filter((_, j) => j !== i))}>
              {t('references.remove', { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {references.length < REFERENCES_MAX && (
        <button type="button" className="btn btn-outline" onClick={() => onChange([...references, emptyReference()])}>
          {t('references.add')}
        </button>
      )}
    </div>
  )
}
