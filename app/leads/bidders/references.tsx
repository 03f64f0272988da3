import { REFERENCES_MAX, REFERENCES_MIN, emptyReference, type BidderReference } from '#core/leads/bidder-rules.ts'
import { TextField } from './fields.tsx'

const FIELDS = [
  { key: 'name', label: 'Name', type: 'text', autoComplete: 'off' },
  { key: 'company', label: 'Company', type: 'text', autoComplete: 'off' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { key: 'project', label: 'Project', type: 'text', autoComplete: 'off' },
] as const

/** References: at least two; Remove shows only above two; Add another reference. */
export function References({ references, onChange }: { references: BidderReference[]; onChange: (next: BidderReference[]) => void }) {
  const set = (i: number, key: keyof BidderReference, value: string) =>
    onChange(references.map((r, j) => (j === i ? { ...r, [key]: value } : r)))
  return (
    <div className="references">
      {references.map((ref, i) => (
        <fieldset key={i} className="reference">
          <legend>Reference {i + 1}</legend>
          <div className="field-grid">
            {FIELDS.map((f) => (
              <TextField
                key={f.key}
                name={`references.${i}.${f.key}`}
                label={f.label}
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
              Remove Reference {i + 1}
            </button>
          )}
        </fieldset>
      ))}
      {references.length < REFERENCES_MAX && (
        <button type="button" className="btn btn-outline" onClick={() => onChange([...references, emptyReference()])}>
          + Add Another Reference
        </button>
      )}
    </div>
  )
}
