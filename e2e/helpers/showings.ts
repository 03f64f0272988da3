import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { closeSite, openSite, siteApi, type RunningSite } from './server.ts'
import type { Listing } from '#core/listings/listing.ts'

/** Where the showings tests leave their screenshots. */
export const SHOWING_SHOTS = '/tmp/shots-showings'

/** The demo site, a browser and an available sale listing to show, for a showings test file (closed with closeSite). */
export async function openShowingSite(): Promise<{ site: RunningSite; browser: Browser; listing: Listing }> {
  const { site, browser } = await openSite()
  const listing = (await siteApi<Listing[]>(site, '/api/properties?type=sale&status=available&limit=1')).body[0]!
  fs.mkdirSync(SHOWING_SHOTS, { recursive: true })
  return { site, browser, listing }
}

/** openShowingSite for the enclosing describe: opened before its tests, closed after; read the fields inside a test. */
export function useShowingSite(): { site: RunningSite; browser: Browser; listing: Listing } {
  const opened = {} as { site: RunningSite; browser: Browser; listing: Listing }
  beforeAll(async () => {
    Object.assign(opened, await openShowingSite())
  })
  afterAll(() => closeSite(opened.site, opened.browser))
  return opened
}
