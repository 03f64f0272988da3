import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { Page } from 'playwright-core'
import { hasChromium, openPage } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { createContentRepository } from '#server/content/content.repository.ts'
import { createPartnerRepository } from '#server/people/people.repository.ts'
import { CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'
import { CONSULTATION_SENT, CONTACT_SENT } from '#core/leads/office-messages.ts'
import { MESSAGES } from '#core/leads/inquiry-messages.ts'
import { newId } from '#server/db/ids.ts'

// The company pages (and the contact page) in a real browser.
describe.skipIf(!hasChromium)('company pages in a real browser', () => {
  const suite = siteForFile()

  const open = (path: string, width = 1280) => openPage(suite.browser, suite.site.url + path, { width, reducedMotion: true })
  const html = async (path: string) => (await fetch(suite.site.url + path)).text()
  /** Pages read the catalog at most every 500 ms after another process writes: wait until the page shows the change. */
  const eventually = async (path: string, test: (body: string) => boolean) => {
    const deadline = Date.now() + 10_000
    for (;;) {
      const body = await html(path)
      if (test(body)) return body
      if (Date.now() > deadline) throw new Error(`${path} never showed the change`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const rowsOf = (kind: string) => suite.site.database.db.selectFrom('inquiries').selectAll().where('kind', '=', kind).execute()

  it.each([
    ['/about-us', 'About Us', true],
    ['/about', 'Our Leadership', true],
    ['/our-vision', 'Our Vision', true],
    ['/our-partners', 'Our Partners', true],
    ['/agents', 'Our Agents', true],
    ['/contact', 'Contact Us', true],
    ['/sitemap', 'Sitemap', false],
    ['/privacy', 'Privacy Policy', false],
    ['/terms', 'Terms of Service', false],
  ])('%s is server-rendered with its title, description, canonical link and share tags', async (path, title, jsonLd) => {
    const res = await fetch(suite.site.url + path)
    expect(res.status).toBe(200)
    const body = await res.text()
    expect(body).toMatch(new RegExp(`<title>${title} \\| Heartland Home Partners</title>`))
    expect(body).toMatch(/<meta name="description" content="[^"]{30,}"/)
    expect(body).toContain(`<link rel="canonical" href="${suite.site.app.config.publicUrl}${path}"/>`)
    expect(body).toContain(`<meta property="og:title" content="${title} | Heartland Home Partners"/>`)
    expect(body).toContain(`<meta property="og:url" content="${suite.site.app.config.publicUrl}${path}"/>`)
    expect(body.includes('"@type":"RealEstateAgent"')).toBe(jsonLd)
    const { page, errors } = await open(path)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBeTruthy()
    expect(errors).toEqual([])
    await page.close()
  })

  it('about us shows the story, the mission with its image, each value with its icon, and the closing links', async () => {
    const { page } = await open('/about-us')
    expect(await page.getByRole('heading', { name: 'Our Story' }).count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'Our Mission' }).count()).toBe(1)
    // The alt text staff gave the image (the demo's describe what they show) goes before the page's own words.
    const mission = page.getByAltText('The exterior of a renovated Omaha home')
    // A stored image comes with every responsive size the pipeline wrote.
    expect(await mission.getAttribute('srcset')).toMatch(/w480\.webp 480w, .*w960\.webp 960w/)
    expect(await mission.getAttribute('loading')).toBe('lazy')
    const values = page.locator('.value-card')
    expect(await values.count()).toBe(CONTENT_DEFAULTS.values.valuesList.length)
    expect(await values.first().locator('svg').count()).toBe(1)
    expect(await page.locator('.cta-band').getByRole('link', { name: 'View Properties' }).getAttribute('href')).toBe('/properties')
    expect(await page.locator('.cta-band').getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact')
    await page.close()
  })

  it('leadership bios show 15 words and expand and collapse per member, by mouse and keyboard', async () => {
    const { page, errors } = await open('/about')
    const rows = page.locator('.team-row')
    expect(await rows.count()).toBeGreaterThan(1)
    const first = rows.nth(0)
    const second = rows.nth(1)
    const toggle = first.getByRole('button', { name: /Read more/ })
    const bio = first.locator('.member-bio')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await toggle.getAttribute('aria-controls')).toBe(await bio.getAttribute('id'))
    const short = (await bio.innerText()).trim()
    expect(short.endsWith('…')).toBe(true)
    expect(short.replace('…', '').split(/\s+/)).toHaveLength(15)

    await toggle.click()
    expect(await first.getByRole('button', { name: /Show less/ }).getAttribute('aria-expanded')).toBe('true')
    const full = (await bio.innerText()).trim()
    expect(full.startsWith(short.replace('…', ''))).toBe(true)
    expect(full.split(/\s+/).length).toBeGreaterThan(15)
    // Each member has its own state.
    expect(await second.getByRole('button', { name: /Read more/ }).getAttribute('aria-expanded')).toBe('false')

    await first.getByRole('button', { name: /Show less/ }).focus()
    await page.keyboard.press('Enter')
    expect(await first.getByRole('button', { name: /Read more/ }).getAttribute('aria-expanded')).toBe('false')
    expect((await bio.innerText()).trim()).toBe(short)
    await page.keyboard.press('Space')
    expect(await first.getByRole('button', { name: /Show less/ }).getAttribute('aria-expanded')).toBe('true')

    // LinkedIn, email and phone, and the specialties cards.
    expect(await first.getByRole('link', { name: /LinkedIn/ }).getAttribute('target')).toBe('_blank')
    expect(await first.locator('a[href^="mailto:"]').count()).toBe(1)
    expect(await first.locator('a[href^="tel:"]').count()).toBe(1)
    expect(await page.locator('.specialty-card').count()).toBeGreaterThan(3)
    expect(await page.locator('.cta-band a[href="/contact"]').count()).toBe(1)
    expect(await page.locator('.cta-band a[href="/properties"]').count()).toBe(1)
    expect(errors).toEqual([])
    await page.close()
  })

  it('our vision shows statement, both images, motivation figures, goals, communities and the call to action', async () => {
    const { page } = await open('/our-vision')
    expect(await page.locator('.media-pair img').count()).toBe(2)
    expect(await page.locator('.stats-row dd').count()).toBeGreaterThan(2)
    expect(await page.locator('.goals li').count()).toBeGreaterThan(1)
    const cities = page.locator('.city-card h3')
    expect(await cities.allInnerTexts()).toEqual(expect.arrayContaining(['Omaha', 'Bellevue']))
    expect(await page.locator('.city-card img').first().getAttribute('srcset')).toContain('480w')
    expect(await page.locator('.cta-band a[href="/contact"]').count()).toBe(1)
    expect(await page.locator('.cta-band a[href="/properties"]').count()).toBe(1)
    await page.close()
  })

  it('our vision shows a social card only for platforms with a url', async () => {
    const content = createContentRepository(suite.site.database.db)
    const vision = structuredClone(CONTENT_DEFAULTS.vision)
    vision.socialMedia.instagram.url = 'instagram.com/heartlandhomes'
    const stored = (await content.readSections()).vision as object
    await content.writeSection('vision', { ...stored, socialMedia: vision.socialMedia })
    await eventually('/our-vision', (b) => b.includes('https://instagram.com/heartlandhomes'))
    const { page } = await open('/our-vision')
    const cards = page.locator('.social-card')
    expect(await cards.count()).toBe(1)
    expect(await cards.getAttribute('href')).toBe('https://instagram.com/heartlandhomes')
    expect(await cards.locator('h3').innerText()).toBe(vision.socialMedia.instagram.title)
    await page.close()
  })

  it('our partners prefixes websites with https://, then shows No Partners Yet when there are none', async () => {
    const partners = createPartnerRepository(suite.site.database.db)
    await partners.insert(
      {
        _id: newId(),
        title: 'Prairie Title Co',
        description: 'Title and closing services.',
        logo: '',
        phone: '(402) 555-0190',
        email: 'closings@prairietitle.example',
        website: 'prairietitle.example/omaha',
      },
      99,
    )
    await eventually('/our-partners', (b) => b.includes('Prairie Title Co'))
    const { page } = await open('/our-partners')
    const card = page.locator('.person-card', { hasText: 'Prairie Title Co' })
    const website = card.getByRole('link', { name: /Visit website/ })
    expect(await website.getAttribute('href')).toBe('https://prairietitle.example/omaha')
    expect(await website.getAttribute('rel')).toContain('noopener')
    expect(await card.locator('a[href="mailto:closings@prairietitle.example"]').count()).toBe(1)
    expect(await card.locator('a[href="tel:4025550190"]').count()).toBe(1)
    // An http:// website is kept as it is.
    const hrefs = await page.locator('.person-card a[target=_blank]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//)
    await page.close()

    await suite.site.database.db.deleteFrom('partners').execute()
    await eventually('/our-partners', (b) => b.includes('No Partners Yet'))
    const empty = await open('/our-partners')
    expect(await empty.page.getByRole('heading', { name: 'No Partners Yet' }).isVisible()).toBe(true)
    expect(await empty.page.locator('.cta-band a[href="/contact"]').count()).toBe(1)
    await empty.page.close()
  })

  it('contact: Get Directions uses the maps link, or else a maps search of the address, in a new tab', async () => {
    const content = createContentRepository(suite.site.database.db)
    const directions = (page: Page) => page.getByRole('link', { name: /Get Directions/ })
    await content.writeSection('contact', { address: '1200 Harney St, Omaha, NE 68102', googleMapsLink: '' })
    await eventually('/contact', (b) => b.includes('1200 Harney St, Omaha, NE 68102'))
    let { page } = await open('/contact')
    expect(await directions(page).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1200%20Harney%20St%2C%20Omaha%2C%20NE%2068102',
    )
    expect(await directions(page).getAttribute('target')).toBe('_blank')
    expect(await directions(page).getAttribute('rel')).toContain('noopener')
    await page.close()

    await content.writeSection('contact', { address: '1200 Harney St, Omaha, NE 68102', googleMapsLink: 'https://maps.app.goo.gl/abc123' })
    await eventually('/contact', (b) => b.includes('https://maps.app.goo.gl/abc123'))
    ;({ page } = await open('/contact'))
    expect(await directions(page).getAttribute('href')).toBe('https://maps.app.goo.gl/abc123')
    // The three cards, why choose us and the contact block.
    for (const heading of ['Call Us', 'Email Us', 'Visit Us', 'Why Choose Us', 'Send Us a Message'])
      expect(await page.getByRole('heading', { name: heading }).count(), heading).toBe(1)
    await page.close()
  })

  it('contact form: required fields first, then a stored message and a thank-you', async () => {
    const { page, errors } = await open('/contact', 390)
    const form = page.locator('.form-card form')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('alert').waitFor()
    expect(await form.getByRole('alert').innerText()).toBe(MESSAGES.missingFields)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    await form.getByLabel('Name').fill('Casey Visitor')
    await form.getByLabel('Email').fill('casey@example.com')
    await form.getByLabel('Message').fill('Do you buy houses in Council Bluffs?')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('status').waitFor()
    expect(await form.getByRole('status').innerText()).toBe(CONTACT_SENT)
    expect(await form.getByLabel('Name').inputValue()).toBe('')
    const rows = await rowsOf('contact')
    expect(rows.map((r) => r.message)).toContain('Do you buy houses in Council Bluffs?')
    const row = rows.find((r) => r.email === 'casey@example.com')!
    const mails = await suite.site.database.db.selectFrom('mail_outbox').select('to_address').where('related_id', '=', row.id).execute()
    expect(mails.map((m) => m.to_address).sort()).toEqual(['casey@example.com', suite.site.app.config.officeEmail].sort())
    expect(errors).toEqual([])
    await page.close()
  })

  it('agents: cards with call and email links, Get In Touch, and Schedule Consultation sends a real request', async () => {
    const { page, errors } = await open('/agents')
    const cards = page.locator('.person-card')
    expect(await cards.count()).toBeGreaterThan(1)
    expect(await cards.first().locator('a[href^="tel:"]').count()).toBe(1)
    expect(await cards.first().locator('a[href^="mailto:"]').count()).toBe(1)
    expect(await page.getByRole('link', { name: 'Get In Touch' }).getAttribute('href')).toMatch(/^mailto:.+@/)
    expect(await page.getByRole('link', { name: 'View Our Listings' }).getAttribute('href')).toBe('/properties')

    const opener = page.getByRole('button', { name: 'Schedule Consultation' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Schedule Consultation' })
    await dialog.waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    await dialog.getByLabel('Name').fill('Morgan Buyer')
    await dialog.getByLabel('Email').fill('morgan@example.com')
    await dialog.getByLabel('Phone').fill('402-555-0123')
    await dialog.getByRole('button', { name: 'Request Consultation' }).click()
    await dialog.getByRole('alert').waitFor()
    expect(await dialog.getByRole('alert').innerText()).toBe(MESSAGES.missingFields)
    await dialog.getByLabel('Preferred time').selectOption('Saturday')
    await dialog.getByLabel('Message').fill('First home, looking in Papillion.')
    await dialog.getByRole('button', { name: 'Request Consultation' }).click()
    await dialog.getByRole('status').waitFor()
    expect(await dialog.getByRole('status').innerText()).toBe(CONSULTATION_SENT)
    const row = (await rowsOf('consultation')).find((r) => r.email === 'morgan@example.com')!
    expect(row).toMatchObject({ name: 'Morgan Buyer', phone: '402-555-0123', message: 'First home, looking in Papillion.' })
    expect(JSON.parse(row.payload)).toMatchObject({ preferredTime: 'Saturday' })
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('the sitemap lists the spec links in order, the legal pages, and the four quick-navigation cards', async () => {
    const { page } = await open('/sitemap')
    const links = page.getByTestId('sitemap-links').getByRole('link')
    expect(await links.allInnerTexts()).toEqual([
      'Home',
      'Buy Properties',
      'Rentals',
      'Upcoming Properties',
      'Our Leadership',
      'Agents',
      'Contact',
      'Preferred Bidders',
      'Mortgage Calculator',
      'Sitemap',
    ])
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/',
      '/properties',
      '/rentals',
      '/upcoming',
      '/about',
      '/agents',
      '/contact',
      '/preferred-bidders',
      '/mortgage-calculator',
      '/sitemap',
    ])
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).first().getAttribute('href')).toBe('/privacy')
    const quick = page.getByTestId('quick-nav').getByRole('link')
    expect(await quick.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/properties',
      '/contact',
      '/mortgage-calculator',
      '/agents',
    ])
    await quick.nth(2).click()
    await page.waitForURL(`${suite.site.url}/mortgage-calculator`)
    await page.close()
  })

  it('the footer links to the privacy policy, which says what each form collects and how long it is kept', async () => {
    const { page } = await open('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await page.waitForURL(`${suite.site.url}/privacy`)
    const text = await page.locator('.legal').innerText()
    for (const form of ['Consultation', 'Contact form', 'Sell To Us', 'Preferred bidder applications', 'Get Notified', 'tour requests'])
      expect(text, form).toContain(form)
    expect(text).toContain('24 months')
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms')
    await page.close()
  })

  it('leadership shows the active agents when content has no team', async () => {
    await suite.site.database.db.deleteFrom('team_members').execute()
    const agents = (await (await fetch(`${suite.site.url}/api/agents`)).json()) as Array<{ name: string }>
    const body = await eventually('/about', (b) => b.includes(agents[0].name))
    for (const a of agents) expect(body).toContain(a.name)
  })
  it('shows the defaults and empty states, never a broken page, when content, agents and partners cannot be read', async () => {
    // A write to a watched table moves the catalog version, so nothing cached hides the failures that follow.
    await suite.site.database.db.updateTable('banners').set({ updated_at: new Date().toISOString() }).execute()
    await sql`drop table site_content`.execute(suite.site.database.db)
    await sql`drop table agents`.execute(suite.site.database.db)
    await sql`drop table partners`.execute(suite.site.database.db)
    const expectations: Array<[string, string]> = [
      ['/about-us', CONTENT_DEFAULTS.values.title],
      ['/about', 'Meet Our Team Soon'],
      ['/our-vision', CONTENT_DEFAULTS.vision.ctaTitle],
      ['/our-partners', 'No Partners Yet'],
      ['/agents', 'Our Agents Are On Their Way'],
      ['/contact', CONTENT_DEFAULTS.contact.phoneDescription],
    ]
    for (const [path, text] of expectations) {
      const body = await eventually(path, (b) => b.includes(text.replace(/'/g, '&#x27;')))
      expect(body, path).toContain('<footer')
      const res = await fetch(suite.site.url + path)
      expect(res.status, path).toBe(200)
    }
  })
})
