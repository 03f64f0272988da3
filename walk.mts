import { chromium } from 'playwright-core'
const base = 'http://localhost:3100'
const out = '/tmp/int-shots'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] })
const problems: string[] = []
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await ctx.newPage()
  page.on('console', (m) => m.type() === 'error' && problems.push(`${width} ${page.url()}: ${m.text()}`))
  for (const path of ['/about-us', '/about', '/our-vision', '/our-partners', '/agents', '/contact', '/sitemap', '/privacy', '/preferred-bidders', '/sell-to-us']) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const sw = await page.evaluate(() => document.documentElement.scrollWidth)
    if (sw > width) problems.push(`${width} ${path}: horizontal scroll ${sw}`)
    await page.screenshot({ path: `${out}/pub${path.replace(/\//g, '_')}-${width}.png`, fullPage: true })
  }
  // Staff portal
  await page.goto(base + '/admin/login', { waitUntil: 'networkidle' })
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill('walk-through-pass-2026')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL(/dashboard/)
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `${out}/adm_dashboard-${width}.png`, fullPage: true })
  for (const path of ['/admin/content', '/admin/properties', '/admin/contacts', '/admin/agents', '/admin/partners']) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    await page.screenshot({ path: `${out}/adm${path.replace(/\//g, '_')}-${width}.png`, fullPage: width === 1280 })
  }
  await page.goto(base + '/admin/content', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: /Homepage Hero Section/ }).first().click()
  await page.waitForTimeout(500)
  await page.screenshot({ path: `${out}/adm_content_hero-${width}.png`, fullPage: false })
  await page.goto(base + '/admin/properties', { waitUntil: 'networkidle' })
  const edit = page.locator('a[href^="/admin/properties/"]').filter({ hasNotText: /new/i }).first()
  await edit.click()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(800)
  await page.screenshot({ path: `${out}/adm_property_editor-${width}.png`, fullPage: width === 1280 })
  await ctx.close()
}
await browser.close()
console.log(problems.join('\n') || 'no problems')
