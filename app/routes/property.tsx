import { useState } from 'react'
import { langOfPath } from '#core/i18n/locale.ts'
import { data, Link } from 'react-router'
import type { Route } from './+types/property'
import { ID_PATTERN } from '#core/ids.ts'
import { COMPANY_NAME, CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'
import type { OfficeCard } from '#core/listings/listing-readiness.ts'
import { AGENT_KICKER, contactCardOf, initialsOf } from '#core/listings/contact-card.ts'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { detailBadge } from '#core/listings/detail-badge.ts'
import { formatBaths } from '#core/format.ts'
import type { Listing } from '#core/listings/listing.ts'
import { InquiryForms, type InquiryKind } from '#app/leads/inquiry-forms.tsx'
import { ApplyBlock } from '#app/leads/rentals/apply-block.tsx'
import { PhoneContactBar } from '#app/ui/shell/phone-contact-bar.tsx'
import { ListingCalculator } from '#app/listings/listing-calculator.tsx'
import { MonthlyCostLine, RentalCost } from '#app/listings/monthly-cost.tsx'
import { listingCosts } from '#core/listings/cost-estimates.ts'
import { ListingCarousel } from '#app/listings/listing-carousel.tsx'
import { ListingDetailsView } from '#app/listings/listing-details.tsx'
import { ListingStory } from '#app/listings/listing-story.tsx'
import { ListingOpenHouses } from '#app/listings/listing-open-houses.tsx'
import { ListingGalleryDialog } from '#app/listings/listing-gallery-dialog.tsx'
import { ListingSocial } from '#app/listings/listing-social.tsx'
import { ListingThumbnails } from '#app/listings/listing-thumbnails.tsx'
import { ShareButton } from '#app/listings/share-button.tsx'
import { SaveHomeButton } from '#app/listings/save-home-button.tsx'
import { MoneyNotice } from '#app/ui/shell/money-notice.tsx'
import { flyerPath } from '#core/listings/listing-paths.ts'
import { EmailText } from '#app/ui/email-text.tsx'
import { AreaIcon, BathIcon, BedIcon, HomeIcon, MailIcon, PhoneIcon } from '#app/ui/icons.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import { placeholderOnError } from '#app/ui/image-fallback.ts'
import { listingSeo } from '#app/listings/listing-seo.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { LeadPaintNotice } from '#app/listings/lead-paint-notice.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useListingWords } from '#app/listings/listing-words.ts'
import propertyCss from '#app/listings/listing.css?inline'
import { withDescriptionIn } from '#core/listings/listing-description.ts'
import { EnglishOnlyMark } from '#app/content/english-only.tsx'
import { inLanguage } from '#core/content/content-spanish.ts'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const property = ID_PATTERN.test(params.id) ? await context.catalog.findProperty(params.id).catch(() => undefined) : undefined
  // An archived listing answers 410 Gone for 30 days, then 404.
  if (!property) return data({ property: null }, { status: (await context.catalog.listingGone(params.id).catch(() => false)) ? 410 : 404 })
  // Content failures keep the default copy.
  const [content, { footer }] = await Promise.all([
    context.catalog.generalContent().catch(() => CONTENT_DEFAULTS),
    readPublicContent(context),
  ])
  // A listing without an agent shows the office's card (Footer Contact Information).
  const office: OfficeCard = { name: COMPANY_NAME, phone: footer.phone, email: footer.email }
  const lang = langOfPath(new URL(request.url).pathname)
  return {
    // The description in the page's language (docs/decisions/0182-spanish-content-and-descriptions.md).
    property: withDescriptionIn(property, lang),
    // On a Spanish page, the agent's title in Spanish ('' when staff wrote none: docs/decisions/0186-spanish-people-banners-and-footer.md).
    agentTitleEs: lang === 'es' ? await agentTitleInSpanish(context, property.agentId) : undefined,
    office,
    publicUrl: context.publicConfig.publicUrl,
    disclosures: content.disclosures,
    // In the page's language, English marked where staff wrote no Spanish.
    social: inLanguage(property.type === 'rental' ? content.socialMediaRentals : content.socialMediaSales, lang),
  }
}

/** The Spanish title of a listing's agent, '' when they have none (or are no longer shown on the site). */
async function agentTitleInSpanish(context: Route.LoaderArgs['context'], agentId: string | null | undefined): Promise<string> {
  if (!agentId) return ''
  const agents = await context.catalog.listActiveAgents().catch(() => [])
  return agents.find((a) => a._id === agentId)?.titleEs?.trim() ?? ''
}

const backLink = (p: Listing) =>
  p.status === 'upcoming'
    ? { to: '/upcoming', label: 'back.upcoming' }
    : p.type === 'rental'
      ? { to: '/rentals', label: 'back.rental' }
      : { to: '/properties', label: 'back.sale' }

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const [gallery, setGallery] = useState<{ index: number; opener: HTMLElement | null } | null>(null)
  const [inquiry, setInquiry] = useState<InquiryKind | null>(null)
  const { t, href, number, lang } = useT('property')
  const words = useListingWords()
  const p = loaderData.property
  // Another listing starts with its forms closed (adjusted during render).
  const [seenId, setSeenId] = useState(p?._id)
  if (seenId !== p?._id) {
    setSeenId(p?._id)
    setInquiry(null)
  }
  if (!p) return <PropertyNotFound />
  const badge = detailBadge(p)
  const back = backLink(p)
  const open = (index: number, opener: HTMLElement) => setGallery({ index, opener })
  return (
    <article className="property-page" aria-labelledby="property-title">
      <InlineStyle name="property" css={propertyCss} />
      <div className="container">
        <nav className="property-crumbs" aria-label={t('page.breadcrumb')}>
          <Link to={href(back.to)} prefetch="intent">
            ← {t(back.label)}
          </Link>
        </nav>
        <div className="property-media">
          <ListingCarousel key={p._id} images={p.images} title={p.title} onOpen={open} paused={gallery !== null} />
          <ListingThumbnails images={p.images} onOpen={open} />
        </div>
        <div className="property-layout">
          <div className="property-main">
            <header className="property-head">
              <div>
                <span className={`detail-badge detail-badge-${badge.tone}`} data-testid="status-badge">
                  {badge.dot && <span className="detail-badge-dot" aria-hidden="true" />}
                  {words.badge(p)}
                </span>
                <h1 id="property-title" lang={lang !== 'en' ? 'en' : undefined}>
                  {p.title}
                </h1>
                <p className="property-address">
                  {p.address}, {p.city}, {p.state} {p.zip}
                </p>
                {p.listingCode && (
                  <p className="listing-code" data-testid="listing-code">
                    {t('page.code', { code: p.listingCode })}
                  </p>
                )}
              </div>
              <div className="property-price-box">
                <p className="property-price">
                  {p.status === 'upcoming' && p.estimatedPrice ? <span className="property-price-note">{t('page.estimated')} </span> : null}
                  {words.price(p)}
                </p>
                <MonthlyCostLine listing={{ ...p, costs: listingCosts(p) }} className="property-monthly-line">
                  {' '}
                  <a href="#monthly-cost" className="text-link">
                    {t('page.breakdown')}
                  </a>
                </MonthlyCostLine>
                <div className="property-share">
                  <SaveHomeButton home={p} className="btn btn-outline btn-sm save-home-text" withText />
                  <ShareButton id={p._id} title={p.title} className="btn btn-outline btn-sm" />
                  <Link to={href(flyerPath(p._id))} className="btn btn-outline btn-sm">
                    {t('page.flyer')}
                  </Link>
                </div>
              </div>
            </header>
            <MoneyNotice className="money-notice listing-money-notice" />
            <LeadPaintNotice yearBuilt={p.exterior.yearBuilt} />
            <ul className="property-stats" aria-label={t('page.keyFacts')}>
              <li>
                <BedIcon />
                <strong>{number(p.bedrooms)}</strong> {t('page.bedrooms')}
              </li>
              <li>
                <BathIcon />
                <strong>{formatBaths(p.bathrooms)}</strong> {t('page.bathrooms')}
              </li>
              <li>
                <AreaIcon />
                <strong>{number(p.squareFootage)}</strong> {t('page.sqft')}
              </li>
              <li>
                <HomeIcon />
                <strong>{t(`kinds.${p.propertyType}`)}</strong> {t('page.type')}
              </li>
            </ul>
            <ListingOpenHouses property={p} publicUrl={loaderData.publicUrl} />
            <section className="property-block" aria-labelledby="about-home">
              <h2 id="about-home">{t('page.description')}</h2>
              {p.descriptionInEnglish && <EnglishOnlyMark />}
              <p className="property-description" lang={p.descriptionInEnglish ? 'en' : undefined}>
                {p.description}
              </p>
            </section>
            {p.features.length > 0 && (
              <section className="property-block" aria-labelledby="home-features">
                <h2 id="home-features">{t('page.features')}</h2>
                {/* Staff write the features in English (docs/decisions/0191-staff-english-marked.md). */}
                {lang !== 'en' && <EnglishOnlyMark />}
                <ul className="property-features" lang={lang !== 'en' ? 'en' : undefined}>
                  {p.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </section>
            )}
            <ListingDetailsView property={p} />
            <ListingStory property={p} />
            {p.type === 'sale' && (
              <div className="property-block">
                <ListingCalculator price={p.estimatedPrice ?? p.price} monthlyHoa={listingCosts(p).hoa} />
              </div>
            )}
            {p.type === 'rental' && <RentalCost property={p} />}
          </div>
          <aside className="property-agent" id="property-agent" aria-label={t('page.agent')}>
            <AgentCard
              property={p}
              titleEs={loaderData.agentTitleEs}
              office={loaderData.office}
              disclosures={loaderData.disclosures}
              inquiry={inquiry}
              onInquiry={setInquiry}
            />
          </aside>
        </div>
      </div>
      <ListingSocial block={loaderData.social} />
      <PhoneContactBar formsClosed={inquiry === null} onOpen={setInquiry} />
      {gallery && (
        <ListingGalleryDialog
          images={p.images}
          title={p.title}
          index={gallery.index}
          opener={gallery.opener}
          onIndex={(index) => setGallery((g) => g && { ...g, index })}
          onClose={() => setGallery(null)}
        />
      )}
    </article>
  )
}

function AgentCard({
  property: p,
  titleEs,
  office,
  disclosures,
  inquiry,
  onInquiry,
}: {
  property: Listing
  /** On a Spanish page, the agent's title in Spanish ('' when there is none); undefined on an English page. */
  titleEs: string | undefined
  office: OfficeCard
  disclosures: { contactAgent: string; requestShowing: string }
  inquiry: InquiryKind | null
  onInquiry: (kind: InquiryKind | null) => void
}) {
  // No agent: the office's card, never an empty one.
  const card = contactCardOf(p, office)
  const initials = initialsOf(card.name)
  const phone = card.phone.replace(/[^\d+]/g, '')
  const email = card.email.trim()
  const { t } = useT('property')
  const words = useListingWords()
  // The agent's title in the page's language, or their English one marked; the office's own title in the page's.
  const isAgent = card.kicker === AGENT_KICKER
  const title = isAgent ? titleEs || card.title : words.officeTitle
  const titleInEnglish = isAgent && titleEs === '' && card.title.trim() !== ''
  return (
    <div className="agent-box" data-testid="agent-card">
      <div className="agent-box-head">
        {card.photo ? (
          <img
            src={card.photo}
            alt={t('page.portrait', { name: card.name })}
            width={72}
            height={72}
            loading="lazy"
            className="agent-photo"
            {...placeholderOnError}
          />
        ) : (
          <span className="agent-photo agent-initials" aria-hidden="true">
            {initials}
          </span>
        )}
        <div>
          <p className="agent-kicker">{words.kicker(card)}</p>
          <h2>{card.name}</h2>
          {title && (
            <p className="muted" lang={titleInEnglish ? 'en' : undefined}>
              {title}
            </p>
          )}
          {titleInEnglish && <EnglishOnlyMark />}
        </div>
      </div>
      {(phone || email) && (
        <ul className="agent-contact">
          {phone && (
            <li>
              <PhoneIcon size={16} />
              <a href={`tel:${phone}`}>{card.phone}</a>
            </li>
          )}
          {email && (
            <li>
              <MailIcon size={16} />
              <a href={`mailto:${email}`}>
                <EmailText email={email} />
              </a>
            </li>
          )}
        </ul>
      )}
      <ApplyBlock property={p} />
      <InquiryForms property={p} disclosures={disclosures} open={inquiry} onOpenChange={onInquiry} />
    </div>
  )
}

function PropertyNotFound() {
  const { t, href } = useT('property')
  return (
    <section className="section">
      <div className="container narrow empty-state">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to={href('/properties')} className="btn btn-primary">
          {t('notFound.back')}
        </Link>
      </div>
    </section>
  )
}

export const meta: Route.MetaFunction = ({ data: d, location, matches }) => {
  const t = metaT(matches, 'property')
  return d?.property && 'publicUrl' in d
    ? listingSeo(d.property, d.publicUrl, langOfPath(location.pathname), t)
    : pageMeta(t('notFound.title'), t('notFound.description'))
}
