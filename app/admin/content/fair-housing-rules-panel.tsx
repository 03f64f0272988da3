import { useRef, useState } from 'react'
import {
  FAIR_HOUSING_STAFF_LIMITS,
  FairHousingRulesBodySchema,
  type FairHousingRule,
  type FairHousingRules,
} from '#core/content/fair-housing-check.ts'
import { useSettings } from '#app/admin/lib/use-settings.ts'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { RecordHistory } from '#app/admin/ui/record-history.tsx'
import { TableHead } from '#app/ui/table-head.tsx'
import { schemaErrors } from '#app/ui/forms/schema-errors.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import fairHousingCss from '#app/admin/ui/fair-housing.css?inline'

// Staff's own fair-housing rules (docs/decisions/0143-staff-fair-housing-rules.md): phrases, each with why it is
// flagged and a neutral alternative, saved as one list over its version; every editor's next check uses them. The
// built-in rules are listed below for reference and cannot be changed here.

const EMPTY: FairHousingRule = { phrase: '', why: '', alternative: '' }
const L = FAIR_HOUSING_STAFF_LIMITS
/** A rule's fields: what it holds, its label, its length limit and its help. */
const FIELDS: [keyof FairHousingRule, string, number, string?][] = [
  ['phrase', 'Phrase', L.phrase, 'Words only: letters, digits, spaces, hyphens, apostrophes.'],
  ['why', 'Why it is flagged', L.text],
  ['alternative', 'Neutral alternative', L.text],
]

export function FairHousingRulesPanel() {
  const [rules, setRules] = useState<FairHousingRule[]>([])
  const [checking, setChecking] = useState(false)
  const list = useRef<HTMLOListElement>(null)
  const { data, error, outcome, setOutcome, busy, save, reload } = useSettings<FairHousingRules>(
    '/api/admin/fair-housing/rules',
    { saved: 'Fair-housing rules saved: every editor checks with them now.', what: 'rules' },
    (read) => setRules(read.rules),
  )
  const check = () => FairHousingRulesBodySchema.safeParse({ rules })
  const parsed = checking ? check() : null
  const errors = parsed && !parsed.success ? schemaErrors(parsed.error) : {}
  const change = (i: number, patch: Partial<FairHousingRule>) => setRules((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  /** Puts focus on a rule's first field (or on Add a rule when none is left), after the list changed. */
  const focusRule = (i: number) =>
    requestAnimationFrame(() => {
      const rules = list.current?.querySelectorAll('fieldset')
      const rule = rules && rules.length > 0 ? rules[Math.min(i, rules.length - 1)] : null
      ;(rule?.querySelector('input') ?? document.getElementById('fh-add'))?.focus()
    })

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setChecking(true)
    setOutcome({})
    const result = check()
    if (result.success) void save(result.data)
    else setOutcome({ error: 'Please check the rules marked below.' })
  }

  return (
    <div className="fh-rules-page">
      <InlineStyle name="admin-fair-housing" css={fairHousingCss} />
      <section className="admin-panel fh-rules" aria-labelledby="fh-rules-heading">
        <h2 id="fh-rules-heading">Your rules</h2>
        <p className="admin-muted">
          Phrases the check flags in listings and website content, beside the built-in ones. Write the words as they would stand in a text
          (“pool party crowd”): any case, with spaces or hyphens between them, matches. At most {L.rules} rules.
        </p>
        {error && !data && <p className="admin-alert admin-alert-error">{error}</p>}
        {data && (
          <form onSubmit={submit} noValidate>
            {rules.length === 0 && <p>No rules of your own yet.</p>}
            <ol ref={list} className="fh-rule-list">
              {rules.map((rule, i) => (
                <li key={i} className="fh-rule">
                  <fieldset>
                    <legend>Rule {i + 1}</legend>
                    {FIELDS.map(([key, label, maxLength, help]) => (
                      <TextField
                        key={key}
                        label={label}
                        value={rule[key]}
                        onChange={(value) => change(i, { [key]: value })}
                        maxLength={maxLength}
                        help={help}
                        error={errors[`rules.${i}.${key}`]}
                      />
                    ))}
                    <button
                      type="button"
                      className="admin-btn admin-btn-secondary fh-rule-remove"
                      onClick={() => {
                        setRules((all) => all.filter((_, j) => j !== i))
                        focusRule(i)
                      }}
                    >
                      Remove<span className="sr-only"> rule {i + 1}</span>
                    </button>
                  </fieldset>
                </li>
              ))}
            </ol>
            <div className="fh-rules-actions">
              <button
                id="fh-add"
                type="button"
                className="admin-btn admin-btn-secondary"
                disabled={rules.length >= L.rules}
                onClick={() => {
                  setRules((all) => [...all, EMPTY])
                  focusRule(rules.length)
                }}
              >
                Add a rule
              </button>
              <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
                {busy ? 'Saving…' : 'Save rules'}
              </button>
            </div>
            <FormOutcome error={outcome.error} done={outcome.saved} />
          </form>
        )}
        {data && (
          <RecordHistory<FairHousingRules>
            listPath="/api/admin/fair-housing/rules/history"
            restorePath={(versionId) => `/api/admin/fair-housing/rules/history/${versionId}/restore`}
            version={data.version}
            noun="rules"
            title="Your rules"
            refreshKey={data.version}
            unsaved={JSON.stringify(rules) !== JSON.stringify(data.rules)}
            onRestored={() => {
              setOutcome({ saved: 'The rules are as they were in that version.' })
              reload()
            }}
            onError={(text) => setOutcome({ error: text })}
          />
        )}
      </section>
      {data && <BuiltInRules rules={data.builtIn} />}
    </div>
  )
}

function BuiltInRules({ rules }: { rules: FairHousingRule[] }) {
  return (
    <section className="admin-panel" aria-labelledby="fh-built-in-heading">
      <h2 id="fh-built-in-heading">Built-in rules</h2>
      <p className="admin-muted">From HUD’s advertising guidance; always checked.</p>
      <details>
        <summary>Show the {rules.length} built-in rules</summary>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <TableHead columns={FIELDS.map(([, label]) => label)} />
            <tbody>
              {rules.map((r) => (
                <tr key={r.phrase}>
                  <th scope="row">{r.phrase}</th>
                  <td>{r.why}</td>
                  <td>{r.alternative}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}
