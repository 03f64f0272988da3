import type { Listing } from '#core/listings/listing.ts'
import type { CostBreakdown } from '#core/listings/cost-estimates.ts'
import type { ContactCard } from '#core/listings/contact-card.ts'
import type { Brokerage } from '#core/content/fair-housing.ts'
import { detailBadge } from '#core/listings/detail-badge.ts'
import { useT } from '#app/i18n/use-t.ts'
import { useListingWords } from './listing-words.ts'
import { toCardImage } from '#core/listings/listing-card.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { openHouseHours } from '#core/listings/open-house-times.ts'
import { formatBaths } from '#core/format.ts'
import { businessZoneName } from '#core/business-time.ts'
import { ListingImage } from './listing-image.tsx'
import { CostRows, useCostNote } from './monthly-cost.tsx'
import { FairHousingNotice } from '#app/ui/shell/fair-housing-notice.tsx'
import { MoneyNotice } from '#app/ui/shell/money-notice.tsx'

/** What the flyer shows of a listing, read on the server (app/routes/property-flyer.tsx). */
export interface FlyerData {
  property: Listing & { descriptionInEnglish?: boolean }
  url: string
  verifyUrl: string
  qrCode: string
  cost: CostBreakdown | null
  contact: ContactCard
}

/** The description cut at a sentence or word so the flyer stays one page. */
function shortText(text: string, max = 620): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const sentence = cut.lastIndexOf('. ')
  return sentence > max / 2 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

const FEATURES_SHOWN = 8

export function ListingFlyer({ flyer, brokerage }: { flyer: FlyerData; brokerage: Brokerage }) {
  const { property: p, contact, cost } = flyer
  const [hero, ...rest] = p.images.map(toCardImage)
  const side = rest.slice(0, 2)
  const { t, number, price, date, lang } = useT('property')
  const words = useListingWords()
  const costNote = useCostNote()
  const zoneName = businessZoneName()
  const zone = zoneName === 'Omaha time' ? t('flyer.omahaTime') : zoneName
  const badge = detailBadge(p)
  const facts: Array<[string, string]> = [
    [number(p.bedrooms), t('page.bedrooms')],
    [formatBaths(p.bathrooms), t('page.bathrooms')],
    [number(p.squareFootage), t('page.sqft')],
    ...(p.exterior.yearBuilt ? [[String(p.exterior.yearBuilt), t('flyer.built')] as [string, string]] : []),
  ]
  return (
    <main id="main" className="flyer" data-testid="flyer">
      <header className="flyer-head">
        <p className="flyer-brokerage">{brokerage.brokerageName.trim() || COMPANY_NAME}</p>
        <span className={`flyer-badge flyer-badge-${badge.tone}`}>{words.badge(p)}</span>
      </header>
      <div className={side.length > 0 ? 'flyer-photos' : 'flyer-photos flyer-photos-one'}>
        <ListingImage image={hero} sizes="(max-width: 700px) 100vw, 520px" eager className="flyer-hero" />
        {side.map((image) => (
          <ListingImage key={image.url} image={image} sizes="(max-width: 700px) 50vw, 250px" className="flyer-side-photo" />
        ))}
      </div>
      <section className="flyer-summary" aria-labelledby="flyer-title">
        <div>
          <h1 id="flyer-title" lang={lang !== 'en' ? 'en' : undefined}>
            {p.title}
          </h1>
          <p className="flyer-address">
            {p.address}, {p.city}, {p.state} {p.zip}
          </p>
        </div>
        <div className="flyer-price">
          {/* A <div>: a bold price paragraph before a longer one reads to checkers as a heading. */}
          <div className="flyer-price-amount">{words.price(p)}</div>
          {cost && p.type === 'sale' && <p className="flyer-price-month">{t('flyer.estimate', { amount: price(cost.total) })}</p>}
        </div>
      </section>
      <ul className="flyer-facts" aria-label={t('page.keyFacts')}>
        {facts.map(([value, label]) => (
          <li key={label}>
            <strong>{value}</strong> {label}
          </li>
        ))}
      </ul>
      <div className="flyer-body">
        <div className="flyer-text">
          <h2>{t('flyer.about')}</h2>
          <p lang={p.descriptionInEnglish ? 'en' : undefined}>{shortText(p.description)}</p>
          {p.features.length > 0 && (
            <>
              <h2>{t('page.features')}</h2>
              <ul className="flyer-features" lang={lang !== 'en' ? 'en' : undefined}>
                {p.features.slice(0, FEATURES_SHOWN).map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </>
          )}
          {(p.openHouses ?? []).length > 0 && (
            <>
              <h2>{t('flyer.openHouse')}</h2>
              <ul className="flyer-open-houses">
                {p.openHouses!.slice(0, 3).map((o) => (
                  <li key={o._id}>
                    {t('flyer.openHouseWhen', {
                      day: date(o.startsAt, { dateStyle: 'full' }),
                      hours: openHouseHours(o.startsAt, o.endsAt, lang),
                      zone,
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <aside className="flyer-side" aria-label={t('flyer.side')}>
          {cost && (
            <section className="flyer-cost" aria-labelledby="flyer-cost-title">
              <h2 id="flyer-cost-title">{t('flyer.monthlyCost')}</h2>
              <CostRows rows={cost.rows} total={{ label: cost.totalLabel, amount: cost.total, testId: 'flyer-monthly-total' }} />
              {cost.note && <p className="flyer-small">{costNote(cost)}</p>}
            </section>
          )}
          <section className="flyer-contact" aria-labelledby="flyer-contact-title">
            <p className="flyer-kicker">{words.kicker(contact)}</p>
            <h2 id="flyer-contact-title">{contact.name}</h2>
            {contact.title && <p className="flyer-small">{contact.title}</p>}
            {contact.phone && <p className="flyer-contact-line">{contact.phone}</p>}
            {contact.email && <p className="flyer-contact-line">{contact.email}</p>}
          </section>
          <div className="flyer-qr">
            <img src={flyer.qrCode} alt={t('flyer.qr', { url: flyer.url })} width={132} height={132} />
            <p>
              {t('flyer.scan')}
              <br />
              <span className="flyer-url">{flyer.url}</span>
            </p>
          </div>
        </aside>
      </div>
      <footer className="flyer-foot">
        <MoneyNotice className="flyer-verify" />
        <p className="flyer-small">
          {p.listingCode && <strong>{t('page.code', { code: p.listingCode })}</strong>} · {t('flyer.check', { url: flyer.verifyUrl })}
        </p>
        <FairHousingNotice brokerage={brokerage} className="fair-housing-on-light flyer-fair-housing" />
      </footer>
    </main>
  )
}
