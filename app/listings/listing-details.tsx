import type { Listing } from '#core/listings/listing.ts'
import { listingDetailSections } from '#core/listings/listing-sections.ts'
import { useT } from '#app/i18n/use-t.ts'
import { EnglishOnlyMark } from '#app/content/english-only.tsx'

/**
 * "Complete details": exterior, interior, parking, location, building and HOA, without empty rows or sections. Staff's
 * own words (roof, flooring, amenities) are English: a Spanish page marks them `lang="en"` and says so once
 * (docs/decisions/0191-staff-english-marked.md).
 */
export function ListingDetailsView({ property }: { property: Listing }) {
  const { t, date, lang } = useT('property')
  const sections = listingDetailSections(property, {
    say: (key, _english, vars) => t(`details.${key}`, vars),
    day: (day) => date(`${day}T12:00:00Z`, { month: 'long', day: 'numeric', year: 'numeric' }),
  })
  if (sections.length === 0) return null
  const marksEnglish = lang !== 'en'
  return (
    <section className="pd-section" aria-labelledby="complete-details">
      <h2 id="complete-details">{t('details.title')}</h2>
      {marksEnglish && sections.some((s) => s.rows.some((row) => row.written)) && <EnglishOnlyMark />}
      <div className="pd-grid">
        {sections.map((s) => (
          <section key={s.key} className="pd-card" aria-labelledby={`details-${s.key}`} data-section={s.key}>
            <h3 id={`details-${s.key}`}>{s.title}</h3>
            <dl>
              {s.rows.map((row) => (
                <div key={row.label} className="pd-row">
                  <dt>{row.label}</dt>
                  {/* Lists read as one line, "Range, Refrigerator, Dishwasher". */}
                  <dd lang={marksEnglish && row.written ? 'en' : undefined}>
                    {Array.isArray(row.value) ? row.value.join(', ') : row.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </section>
  )
}
