import { z } from 'zod'
import type { Listing } from './listing.ts'
import { listingReadiness, placeholderAlt, SALE_PHOTOS, type OfficeCard, type ReadinessFields } from './listing-readiness.ts'

// A listing's health (docs/decisions/0154-listing-health-score.md): 100 less a weight for each reason it needs
// attention, worked out from the publishing checklist, its photos, when its price or anything else last changed, and
// when it last brought an inquiry. The portal's table, the editor and the dashboard's attention list show this one.

/** A price nothing has touched for this long on a home on the market is stale. */
export const STALE_PRICE_DAYS = 45
/** A home on the market that brought no inquiry for this long needs a look. */
export const QUIET_DAYS = 60

export const HEALTH_REASONS = ['missing', 'photos', 'alt', 'stalePrice', 'noInquiry'] as const
export type HealthReasonKey = (typeof HEALTH_REASONS)[number]

/** What each reason takes off 100; a missing fact takes its weight each, up to the cap. */
export const HEALTH_WEIGHTS: Record<HealthReasonKey, number> = { missing: 15, photos: 15, alt: 10, stalePrice: 10, noInquiry: 10 }
const MISSING_CAP = 60

export const HealthReasonSchema = z.object({ key: z.enum(HEALTH_REASONS), text: z.string() })
export const ListingHealthSchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(HealthReasonSchema),
})
export type ListingHealth = z.infer<typeof ListingHealthSchema>

/** When the listing's price last changed, anything was saved, and an inquiry came in (null: never). */
export interface HealthDates {
  priceChangedAt: string | null
  lastInquiryAt: string | null
}

export type HealthFields = ReadinessFields & Pick<Listing, 'updatedAt' | 'createdAt' | 'publishedAt'>

const DAY = 86_400_000
const daysSince = (iso: string, now: Date) => Math.floor((now.getTime() - Date.parse(iso)) / DAY)

/** Homes a visitor can still act on: the dates matter for them only. */
const onMarket = (p: Pick<Listing, 'status'>) => p.status === 'available' || p.status === 'upcoming'

export function listingHealth(p: HealthFields, office: OfficeCard, dates: HealthDates, now: Date): ListingHealth {
  const reasons: ListingHealth['reasons'] = []
  const missing = listingReadiness(p, office).filter((i) => !i.done && i.key !== 'photos' && i.key !== 'alt')
  for (const m of missing) reasons.push({ key: 'missing', text: `Missing ${m.missing}` })
  if (p.images.length < SALE_PHOTOS) reasons.push({ key: 'photos', text: `Fewer than five photos (${p.images.length})` })
  const withoutAlt = p.images.filter((img) => placeholderAlt(img.alt)).length
  if (withoutAlt > 0)
    reasons.push({ key: 'alt', text: `${withoutAlt === 1 ? '1 photo has' : `${withoutAlt} photos have`} no real alt text` })
  if (onMarket(p)) {
    const touched =
      [dates.priceChangedAt, p.updatedAt]
        .filter((d): d is string => Boolean(d))
        .sort()
        .at(-1) ?? p.createdAt
    const idle = daysSince(touched, now)
    if (idle >= STALE_PRICE_DAYS) reasons.push({ key: 'stalePrice', text: `Price and listing unchanged for ${idle} days` })
    const since = dates.lastInquiryAt ?? p.publishedAt ?? p.createdAt
    const quiet = daysSince(since, now)
    if (quiet >= QUIET_DAYS)
      reasons.push({
        key: 'noInquiry',
        text: dates.lastInquiryAt ? `No inquiry for ${quiet} days` : `No inquiry in the ${quiet} days since it went live`,
      })
  }
  const lost =
    Math.min(MISSING_CAP, missing.length * HEALTH_WEIGHTS.missing) +
    reasons.filter((r) => r.key !== 'missing').reduce((n, r) => n + HEALTH_WEIGHTS[r.key], 0)
  return { score: Math.max(0, 100 - lost), reasons }
}

/** How the portal names a score: Good, Fair or Poor. */
export const healthGrade = (score: number) => (score >= 90 ? 'Good' : score >= 70 ? 'Fair' : 'Poor')

/** GET /api/admin/properties/attention: the published listings that need a look, the least healthy first. */
export const AttentionItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  address: z.string(),
  status: z.string(),
  health: ListingHealthSchema,
})
export type AttentionItem = z.infer<typeof AttentionItemSchema>
