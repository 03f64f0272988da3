import { createContext, useContext, useEffect, useState } from 'react'
import type { FairHousingFlag } from '#core/content/fair-housing-check.ts'
import { staffRequest } from '#app/admin/lib/request.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import fairHousingCss from './fair-housing.css?inline'

// The fair-housing language check next to a field (docs/decisions/0135-fair-housing-language-check.md): the text is
// sent to the one check route a moment after typing stops, and the phrases to review are listed in words (not colour
// alone) in a polite live region, before anything is saved.

const WAIT_MS = 600

/** Inside it (the content manager's forms), every text and rich-text field shows its flags. */
export const FairHousingFields = createContext(false)

/** The flags of a field of a form inside FairHousingFields; nothing elsewhere. */
export function FairHousingFieldFlags({ text }: { text: string }) {
  return useContext(FairHousingFields) ? <FairHousingFlags text={text} /> : null
}

export function FairHousingFlags({ text }: { text: string }) {
  const [checked, setFlags] = useState<FairHousingFlag[]>([])
  // An emptied field has nothing to review, whatever the last answer said.
  const flags = text.trim() ? checked : []
  useEffect(() => {
    if (!text.trim()) return
    let current = true
    const timer = setTimeout(() => {
      staffRequest<{ flags: FairHousingFlag[] }>('/api/admin/fair-housing/check', { method: 'POST', body: { text } })
        .then((answer) => current && setFlags(answer.flags))
        // The check is advice: when it cannot be reached the field keeps working without it.
        .catch(() => current && setFlags([]))
    }, WAIT_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text])
  return (
    <div className="fh-flags" role="status" aria-live="polite">
      <InlineStyle name="admin-fair-housing" css={fairHousingCss} />
      {flags.length > 0 && (
        <>
          <p className="fh-flags-title">Fair housing: {flags.length === 1 ? '1 phrase' : `${flags.length} phrases`} to review</p>
          <ul>
            {flags.map((flag) => (
              <li key={`${flag.index}-${flag.rule}`}>
                <strong>“{flag.phrase}”</strong>: {flag.why} <span className="fh-flags-try">Instead: {flag.alternative}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
