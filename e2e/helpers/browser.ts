import fs from 'node:fs'
import sharp from 'sharp'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { cspViolations } from './csp-violations.ts'
import { CHROMIUM_FLAGS } from './chromium-flags.ts'
import { HYDRATED_EVENT } from '#app/ui/page-ready.ts'
import { HELD_TYPE } from '#app/ui/scripts-after-paint.server.ts'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const hasChromium = fs.existsSync(CHROMIUM_PATH)

// Every page any browser test opens is checked against the site's
// Content-Security-Policy: a violation (the browser's securitypolicyviolation
// event or its console message) fails the test that caused it, or the file
// when it happened outside a test (see ./csp-violations.ts).
const CSP_MESSAGE = /Content[- ]Security[- ]Policy|CSP violation/i

async function watchCsp(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) cspViolations.push(`${message.text()} (${message.page()?.url() ?? 'page'})`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    )
  })
}

/** Chromium whose every new context and page reports CSP violations to the test (see above). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium()
  const newContext = browser.newContext.bind(browser)
  const newPage = browser.newPage.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    await watchCsp(context)
    return context
  }
  browser.newPage = async (options) => {
    const page = await newPage(options)
    await watchCsp(page.context())
    return page
  }
  return browser
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
}

export interface OpenedPage {
  page: Page
  context: BrowserContext
  /** Script errors and console errors of the page so far. */
  errors: string[]
}

/**
 * Opens a URL in a new browser context and waits for the network to settle.
 * `before` runs before the first request, for routes and listeners.
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: {
    width?: number
    height?: number
    reducedMotion?: boolean
    /** A touch screen (Playwright's hasTouch): touch events and pointer events of type "touch". */
    hasTouch?: boolean
    /** The screen's pixel ratio (1 unless given; Lighthouse's phone has 1.75). */
    deviceScaleFactor?: number
    before?: (page: Page) => Promise<void> | void
    /** False for a page whose clock the test holds (its scripts start on a timer): the test moves the clock itself. */
    waitForHydration?: boolean
  } = {},
): Promise<OpenedPage> {
  const { width = 1280, height = 900, reducedMotion = false, hasTouch = false, deviceScaleFactor = 1, before } = options
  const context = await browser.newContext({
    viewport: { width, height },
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
    hasTouch,
    deviceScaleFactor,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await context.addInitScript(noteHydration, HYDRATED_EVENT)
  await before?.(page)
  await page.goto(url, { waitUntil: 'networkidle' })
  if (options.waitForHydration !== false) await hydrated(page)
  return { page, context, errors }
}

/** Runs in each page of a context: notes when the page has hydrated (app/ui/page-ready.ts). */
function noteHydration(event: string) {
  const page = window as unknown as { e2eHydrated?: boolean }
  page.e2eHydrated = false
  document.addEventListener(event, () => (page.e2eHydrated = true))
}

/**
 * Waits until a public page whose scripts wait for its first paint (app/ui/scripts-after-paint.server.ts) has loaded
 * them and hydrated, so that what the test does next (a hover, a press) meets a page that answers. A page opened by
 * openPage notes it; other pages pass at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (type) => !document.querySelector(`script[type="${type}"]`) || (window as unknown as { e2eHydrated?: boolean }).e2eHydrated !== false,
    HELD_TYPE,
  )
}

/** The demo business's staff password in the browser tests (e2e/helpers/server.ts starts the site with it). */
export const E2E_ADMIN_PASSWORD = 'e2e-password-123'

/** Opens the portal's sign-in page on `siteUrl`, signs in as the demo admin (or `username`, with the same password) and waits for the dashboard. */
export async function openPortal(
  browser: Browser,
  siteUrl: string,
  options: Parameters<typeof openPage>[2] & { username?: string } = {},
): Promise<OpenedPage> {
  const opened = await openPage(browser, `${siteUrl}/admin/login`, { reducedMotion: true, ...options })
  await opened.page.getByLabel('Username').fill(options.username ?? 'admin')
  await opened.page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD)
  await opened.page.getByRole('button', { name: 'Sign In' }).click()
  await opened.page.waitForURL('**/admin/dashboard')
  return opened
}

/** The portal's toasts, as one text. */
export const toastText = (page: Page) => page.locator('.toasts').innerText()

/** A page's console errors but the 401 a signed-out check answers (the portal's request helper handles it). */
export const unexpectedErrors = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e))

/** A full-page screenshot named `name`, when E2E_SHOTS_DIR asks for them. */
export async function shotIfAsked(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png`, fullPage: true })
}

/** A signed-in portal page `width` px wide, opened on `path`; each step fails within 10 s, naming its selector. */
export async function openPortalAt(suite: { browser: Browser; site: { url: string } }, path: string, width: number): Promise<OpenedPage> {
  // The machine has no internet: a screen with a map (the listing editor) gets the stand-in tiles.
  const opened = await openPortal(suite.browser, suite.site.url, { width, height: 900, before: stubMapTiles })
  opened.page.setDefaultTimeout(10_000)
  await opened.page.goto(`${suite.site.url}${path}`)
  return opened
}

let tile: Promise<Buffer> | undefined

/** The machine has no internet: map tiles come from a plain grey stand-in. */
export async function stubMapTiles(page: Page): Promise<void> {
  tile ??= sharp({ create: { width: 256, height: 256, channels: 3, background: '#e9efe6' } })
    .png()
    .toBuffer()
  const body = await tile
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ body, contentType: 'image/png' }))
}

/**
 * Slows the page's uploads to `bytesPerSecond` (with 20 ms latency) so a test
 * sees an upload on its way; answers a function that gives the full speed back.
 */
export async function slowUploads(page: Page, bytesPerSecond: number, latency = 20): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const uplink = (uploadThroughput: number, ms: number) =>
    cdp.send('Network.emulateNetworkConditions', { offline: false, latency: ms, downloadThroughput: -1, uploadThroughput })
  await uplink(bytesPerSecond, latency)
  return async () => {
    await uplink(-1, 0)
  }
}
