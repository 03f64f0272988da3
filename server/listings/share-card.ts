import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { Listing } from '#core/listings/listing.ts'
import { formatBaths, formatListingPrice, homeBadge } from '#core/format.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { isSafeKey, type ObjectStore } from '#server/storage/object-store.ts'
import { xmlEscape } from '#server/catalog/seo.routes.ts'

// The picture a link preview shows for a listing (docs/decisions/0159-listing-flyer-and-share-card.md): the first
// photo at the 1.91:1 size the big networks crop to, with the price, beds, baths, area and address over a dark band
// so they read on any photo, and the company's name. Drawn on request from the stored photo and kept by its ETag.

export const SHARE_CARD_WIDTH = 1200
export const SHARE_CARD_HEIGHT = 630
const NAVY = '#12344d'

/** A line cut to about `max` characters, ending in an ellipsis when cut. */
const fit = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s)

/** The card's words: what a reader should take from the preview before opening it. */
export function shareCardLines(p: Listing) {
  const facts = [
    p.bedrooms > 0 ? `${p.bedrooms} bd` : 'Studio',
    `${formatBaths(p.bathrooms)} ba`,
    p.squareFootage > 0 ? `${p.squareFootage.toLocaleString('en-US')} sq ft` : '',
  ].filter(Boolean)
  return {
    badge: homeBadge(p).label,
    price: formatListingPrice(p),
    facts: facts.join('  ·  '),
    address: fit(`${p.address}, ${p.city}, ${p.state} ${p.zip}`.trim(), 58),
  }
}

function overlay(p: Listing): Buffer {
  const l = shareCardLines(p)
  const w = SHARE_CARD_WIDTH
  const h = SHARE_CARD_HEIGHT
  const font = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`
  const badgeWidth = 36 + l.badge.length * 17
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${NAVY}" stop-opacity="0"/><stop offset="0.35" stop-color="${NAVY}" stop-opacity="0.78"/>
    <stop offset="1" stop-color="${NAVY}" stop-opacity="0.96"/></linearGradient></defs>
  <rect x="0" y="${h - 300}" width="${w}" height="300" fill="url(#shade)"/>
  <rect x="48" y="44" rx="22" width="${badgeWidth}" height="46" fill="#ffffff"/>
  <text x="${48 + badgeWidth / 2}" y="76" text-anchor="middle" ${font} font-size="26" font-weight="bold" fill="${NAVY}">${xmlEscape(l.badge)}</text>
  <text x="56" y="${h - 150}" ${font} font-size="72" font-weight="bold" fill="#ffffff">${xmlEscape(l.price)}</text>
  <text x="58" y="${h - 96}" ${font} font-size="36" fill="#ffffff">${xmlEscape(l.facts)}</text>
  <text x="58" y="${h - 46}" ${font} font-size="30" fill="#dbe7f0">${xmlEscape(l.address)}</text>
  <text x="${w - 56}" y="${h - 46}" text-anchor="end" ${font} font-size="26" font-weight="bold" fill="#ffffff">${xmlEscape(COMPANY_NAME)}</text>
</svg>`)
}

/** The stored key of the listing's first photo at its largest size, when it is one of the pipeline's. */
function photoKey(p: Listing): string | undefined {
  const url = p.images[0]?.url
  if (!url?.startsWith('/media/')) return undefined
  const largest = url.slice(1).replace(/w\d+\.webp$/, 'w1600.webp')
  return isSafeKey(largest) ? largest : undefined
}

async function readAll(store: ObjectStore, key: string): Promise<Buffer | undefined> {
  const found = await store.get(key)
  if (!found) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of found.body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export interface ShareCard {
  etag: string
  body: Buffer
}

/** Draws listings' share cards, keeping the last few by their ETag (what they show), so a crawler's burst draws once. */
export function createShareCards(store: ObjectStore, keep = 32) {
  const drawn = new Map<string, Promise<Buffer>>()

  async function photo(p: Listing): Promise<Buffer | undefined> {
    const key = photoKey(p)
    const bytes = key ? ((await readAll(store, key)) ?? (await readAll(store, p.images[0]!.url.slice(1)))) : undefined
    return bytes
  }

  async function draw(p: Listing): Promise<Buffer> {
    const bytes = await photo(p).catch(() => undefined)
    const base = bytes
      ? sharp(bytes, { limitInputPixels: 40_000_000 }).resize(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT, { fit: 'cover', position: 'attention' })
      : sharp({ create: { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, channels: 3, background: NAVY } })
    return base
      .composite([{ input: overlay(p) }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
  }

  return {
    /** The card of a listing the public may see. */
    async cardOf(p: Listing): Promise<ShareCard> {
      const etag = `"${createHash('sha256')
        .update(JSON.stringify([shareCardLines(p), p.images[0]?.url ?? '', COMPANY_NAME]))
        .digest('base64url')
        .slice(0, 27)}"`
      let body = drawn.get(etag)
      if (!body) {
        body = draw(p)
        drawn.set(etag, body)
        body.catch(() => drawn.delete(etag))
        if (drawn.size > keep) drawn.delete(drawn.keys().next().value!)
      }
      return { etag, body: await body }
    },
  }
}
