import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from '#server/config.ts'

// Headers that tell the browser what the site may do; helmet
// sends the rest (nosniff, frame options, referrer policy, HSTS over https).

/**
 * Browser features the site never uses: no page, and nothing injected into one, may ask for them.
 * Autoplay stays allowed: the home hero gallery plays its muted videos (hero.galleryImages).
 * Only features browsers recognise are named (others only print console warnings).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** A fresh nonce for one page's inline scripts. */
export const newNonce = (): string => randomBytes(16).toString('base64')

/** The origin that serves map tiles, from MAP_TILE_URL; a {s} subdomain becomes a wildcard. */
export function tileOrigin(template: string): string {
  const url = new URL(template.replace(/\{s\}/g, 'tile-subdomain').replace(/\{[a-z]+\}/gi, '0'))
  return `${url.protocol}//${url.host.replace('tile-subdomain', '*')}`
}

/** Which inline scripts a page may run: those carrying this response's nonce, or those with these hashes (cached pages). */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] }

/** Whether a page is the staff portal's (under /admin), which alone may play `blob:` media. */
export const isPortalPage = (url: string): boolean => /^\/admin(\/|\?|$)/.test(url)

/**
 * The Content-Security-Policy of a page: scripts only from the site and
 * inline ones with this response's nonce (React Router's inline scripts carry
 * it, app/entry.server.tsx) or, on a page served from the page cache, with
 * their hashes (server/catalog/page-cache.ts). Styles may be inline: the site
 * inlines its stylesheets and Leaflet sets style attributes (docs/decisions/0009-content-security-policy.md).
 * The portal's pages may also play `blob:` media: the preview of a video chosen for upload, before it is sent
 * (docs/decisions/0103-images-framed-described-and-ordered.md); public pages play only the site's own.
 */
export function pagePolicy(
  inline: InlineScripts,
  config: Pick<Config, 'mapTileUrl' | 'geocoderUrl' | 'publicUrl' | 'dev'>,
  page: { portal: boolean } = { portal: false },
): string {
  const connect = ["'self'", config.geocoderUrl && new URL(config.geocoderUrl).origin, config.dev && 'ws:'].filter(Boolean)
  const scripts = 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileOrigin(config.mapTileUrl)}`,
    "font-src 'self'",
    ...(page.portal ? ["media-src 'self' blob:"] : []),
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(config.publicUrl.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** Uploaded and generated media are shown as images or video, never run: other files download. */
const INLINE_MEDIA = new Set(['.webp', '.avif', '.jpg', '.jpeg', '.png', '.gif', '.mp4', '.webm', '.mov'])

/** Headers of a file under /media/ (server/media/media.routes.ts): nosniff, a sandbox, and attachment unless image or video. */
export function mediaHeaders(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  reply.header('x-content-type-options', 'nosniff')
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  if (!INLINE_MEDIA.has(path.extname(filePath).toLowerCase())) reply.header('content-disposition', 'attachment')
}

/** Permissions-Policy on every answer. */
export function installPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
  })
}
