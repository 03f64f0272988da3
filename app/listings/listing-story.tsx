import type { Listing } from '#core/listings/listing.ts'
import { useT } from '#app/i18n/use-t.ts'
import { ListingImage } from './listing-image.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import storyCss from './listing-story.css?inline'
import { TableHead } from '#app/ui/table-head.tsx'

// Two optional parts of the property page (docs/decisions/0072-price-history-and-renovation-story.md): the renovation
// story of a flip ("What we renovated": the work done and before/after photo
// pairs) and the listing's price history.

export function ListingStory({ property: p }: { property: Listing }) {
  const story = p.renovation
  const hasStory = story && (story.summary || story.work.length > 0 || story.pairs.length > 0)
  const history = p.priceHistory ?? []
  if (!hasStory && history.length < 2) return null
  return (
    <>
      <InlineStyle name="property-story" css={storyCss} />
      {hasStory && <RenovationStory story={story} />}
      {history.length >= 2 && <PriceHistory property={p} />}
    </>
  )
}

function RenovationStory({ story }: { story: NonNullable<Listing['renovation']> }) {
  const { t } = useT('property')
  return (
    <section className="property-block renovation" aria-labelledby="what-we-renovated">
      <h2 id="what-we-renovated">{t('story.title')}</h2>
      {story.summary && <p className="property-description">{story.summary}</p>}
      {story.work.length > 0 && (
        <ul className="property-features renovation-work" aria-label={t('story.work')}>
          {story.work.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      {story.pairs.map((pair) => (
        <figure key={pair._id} className="renovation-pair">
          <div className="renovation-photos">
            <div className="renovation-photo">
              <ListingImage image={pair.before} sizes="(max-width: 700px) 100vw, 380px" />
              <span className="renovation-tag">{t('story.before')}</span>
            </div>
            <div className="renovation-photo">
              <ListingImage image={pair.after} sizes="(max-width: 700px) 100vw, 380px" />
              <span className="renovation-tag renovation-tag-after">{t('story.after')}</span>
            </div>
          </div>
          <figcaption>{pair.caption}</figcaption>
        </figure>
      ))}
    </section>
  )
}

const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }

function PriceHistory({ property: p }: { property: Listing }) {
  const rows = [...(p.priceHistory ?? [])].reverse()
  const shown = (h: (typeof rows)[number]) => (p.status === 'upcoming' && h.estimatedPrice ? h.estimatedPrice : h.price)
  const { t, price, date } = useT('property')
  const amount = (n: number) => (p.type === 'rental' ? t('story.perMonth', { amount: price(n) }) : price(n))
  return (
    <section className="property-block" aria-labelledby="price-history">
      <h2 id="price-history">{t('story.history')}</h2>
      <table className="price-history">
        <TableHead columns={[t('story.date'), t('story.price'), t('story.change')]} />
        <tbody>
          {rows.map((h, i) => {
            const previous = rows[i + 1]
            const change = previous ? shown(h) - shown(previous) : 0
            return (
              <tr key={h.changedAt + i}>
                <td>{date(h.changedAt, SHORT_DAY)}</td>
                <td>{amount(shown(h))}</td>
                <td className={change < 0 ? 'price-down' : change > 0 ? 'price-up' : undefined}>
                  {!previous ? t('story.listed') : change === 0 ? '—' : `${change < 0 ? '−' : '+'}${price(Math.abs(change))}`}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
