import fs from 'node:fs'
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { closeSite, openSite, siteApi, type RunningSite } from './server.ts'
import type { Listing } from '#core/listings/listing.ts'
import { LEAD_PAINT_ACK_LABEL, needsLeadPaintNotice } from '#core/listings/lead-paint.ts'

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

/** Sends Schedule Tour's payload for the site's listing, as the form does; the lead's id. */
export async function sendTour(
  at: { site: RunningSite; listing: Listing },
  tour: { date: string; slot: string; name: string; email: string },
): Promise<string> {
  const answer = await fetch(`${at.site.url}/api/contact/tour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      propertyId: at.listing._id,
      clientName: tour.name,
      clientEmail: tour.email,
      clientPhone: '402-555-0100',
      selectedDate: tour.date,
      selectedTime: tour.slot,
      message: '',
      // As the form does: a home built before 1978 asks for the lead-based paint acknowledgement.
      ...(needsLeadPaintNotice(at.listing.exterior.yearBuilt) && { leadPaintAcknowledged: true }),
    }),
  })
  if (answer.status !== 200) throw new Error(`tour request refused: ${answer.status} ${await answer.text()}`)
  return ((await answer.json()) as { inquiryId: string }).inquiryId
}

/** Ticks the tour form's lead-based paint acknowledgement, which a home built before 1978 asks for (the demo's first listing may be one). */
export async function acknowledgeLeadPaint(form: Locator): Promise<void> {
  const ack = form.getByRole('checkbox', { name: LEAD_PAINT_ACK_LABEL })
  if ((await ack.count()) > 0) await ack.check()
}
