import { beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { E2E_ADMIN_PASSWORD, hasChromium, slowUploads, openPortal } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'

// The content manager in a real browser: every section saved once through the
// form with the exact message of docs/product.md#website-content-screen and seen on the public
// side, the gallery upload with progress and a refused batch, the team modal,
// the unsaved-changes guard and a restore of an earlier version.

describe.skipIf(!hasChromium)('content manager in a real browser', () => {
  const suite = siteForFile()
  let page: Page
  let errors: string[]

  beforeAll(async () => {
    ;({ page, errors } = await openPortal(suite.browser, suite.site.url, { width: 1280, height: 900, reducedMotion: true }))
    await page.goto(`${suite.site.url}/admin/content`)
    await page.getByRole('button', { name: /Homepage Hero Section/ }).waitFor()
  })

  const header = (title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) })
  const panel = (slug: string) => page.locator(`[data-section="${slug}"]`)
  async function openSection(title: string, slug: string): Promise<Locator> {
    const button = header(title)
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    return panel(slug)
  }
  /** The popup or toast says `text`; it is then closed with its button. */
  async function expectFeedback(text: string) {
    const feedback = page.getByTestId('feedback')
    await expect.poll(() => feedback.locator('p').textContent()).toBe(text)
    await feedback.getByRole('button', { name: 'Close message' }).click()
    await feedback.waitFor({ state: 'detached' })
  }
  const publicText = async (path: string) => {
    const res = await fetch(suite.site.url + path)
    return res.text()
  }
  const general = async () => (await fetch(`${suite.site.url}/api/content`)).json()
  const pngFile = async (name: string, size = 64, noise = false) => ({
    name,
    mimeType: 'image/png',
    buffer: await sharp({
      create: {
        width: size,
        height: size,
        channels: 3,
        background: '#3a6ea5',
        ...(noise ? { noise: { type: 'gaussian', mean: 128, sigma: 40 } } : {}),
      },
    })
      .png()
      .toBuffer(),
  })

  it('starts with the sixteen sections of the spec and the two legal pages collapsed; search and filters narrow them', async () => {
    const headers = page.locator('.content-section-head button')
    expect(await headers.count()).toBe(18)
    expect(await headers.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')))).toEqual(Array(18).fill('false'))
    await page.getByPlaceholder('Search content sections...').fill('footer')
    await expect.poll(() => headers.count()).toBe(1)
    await page.getByPlaceholder('Search content sections...').fill('')
    await page.getByRole('button', { name: 'Page Banners' }).click()
    expect(await headers.allInnerTexts()).toEqual([
      expect.stringContaining('Properties Banner'),
      expect.stringContaining('Rentals Banner'),
      expect.stringContaining('Bidders Banner'),
    ])
    await page.getByRole('button', { name: 'All Sections' }).click()
    await expect.poll(() => headers.count()).toBe(18)
  })

  it('saves every text section with its exact message, and the public side shows it', async () => {
    const fill = async (slug: string, label: string, value: string) => panel(slug).getByLabel(label, { exact: true }).first().fill(value)
    const steps: Array<{ title: string; slug: string; edit: () => Promise<void>; message: string; check: () => Promise<void> }> = [
      {
        title: 'Homepage Hero Section',
        slug: 'hero',
        edit: () => fill('hero', 'Title', 'Omaha Homes, Made New'),
        message: 'Hero content saved successfully!',
        check: async () => expect(await publicText('/')).toContain('Omaha Homes, Made New'),
      },
      {
        title: 'About Section',
        slug: 'about',
        edit: async () => {
          await fill('about', 'Story title', 'How We Began')
          const story = panel('about').getByRole('textbox', { name: 'Our story' })
          await story.click()
          await page.keyboard.press('Control+A')
          await page.keyboard.type('We fixed one house in Benson.')
        },
        message: 'About content saved successfully!',
        check: async () => {
          const html = await publicText('/about-us')
          expect(html).toContain('How We Began')
          expect(html).toContain('We fixed one house in Benson.')
        },
      },
      {
        title: 'Company Values',
        slug: 'values',
        edit: async () => {
          await panel('values').getByRole('button', { name: 'Add Value' }).click()
          const last = panel('values').locator('.item-card').last()
          await last.getByLabel('Title').fill('Patience')
          await last.getByLabel('Description').fill('Good work takes the time it takes.')
          expect(await last.getByLabel('Icon class').inputValue()).toBe('fas fa-star')
        },
        message: 'Values content saved successfully!',
        check: async () => expect(await publicText('/about-us')).toContain('Good work takes the time it takes.'),
      },
      {
        title: 'Footer Contact Information',
        slug: 'footer',
        edit: () => fill('footer', 'Address', '4321 Dodge Street, Omaha'),
        message: 'Footer content saved successfully!',
        check: async () => expect(await publicText('/agents')).toContain('4321 Dodge Street, Omaha'),
      },
      {
        title: 'Contact Page Buttons',
        slug: 'contact',
        edit: () => fill('contact', 'Phone button text', 'Call us seven days a week.'),
        message: 'Contact content saved successfully!',
        check: async () => expect(await publicText('/contact')).toContain('Call us seven days a week.'),
      },
      {
        title: 'Properties Banner',
        slug: 'properties-banner',
        edit: () => fill('properties-banner', 'Banner title', 'Homes Ready for You'),
        message: 'Properties banner updated successfully!',
        check: async () => expect(await publicText('/properties')).toContain('Homes Ready for You'),
      },
      {
        title: 'Rentals Banner',
        slug: 'rentals-banner',
        edit: () => fill('rentals-banner', 'Banner title', 'Rent a Renovated Home'),
        message: 'Rentals banner updated successfully!',
        check: async () => expect(await publicText('/rentals')).toContain('Rent a Renovated Home'),
      },
      {
        title: 'Bidders Banner',
        slug: 'preferred-bidders-banner',
        edit: async () => {
          await fill('preferred-bidders-banner', 'Banner title', 'Bid on Our Projects')
          const description = panel('preferred-bidders-banner').getByRole('textbox', { name: 'Banner description' })
          await description.click()
          await page.keyboard.press('Control+A')
          await page.keyboard.type('Licensed crews wanted.')
          await panel('preferred-bidders-banner').getByRole('button', { name: 'Bold' }).click()
        },
        message: 'Preferred bidders banner updated successfully!',
        check: async () =>
          expect((await general()).preferredBiddersBanner).toEqual({
            title: 'Bid on Our Projects',
            description: '<p>Licensed crews wanted.</p>',
          }),
      },
      {
        title: 'Our Vision',
        slug: 'vision',
        edit: async () => {
          await fill('vision', 'Main title', 'Where Omaha Is Going')
          await panel('vision').getByRole('button', { name: 'Add City' }).click()
          await panel('vision').locator('.item-card').last().getByLabel('City name').fill('Papillion')
        },
        message: 'Vision content saved successfully!',
        check: async () => {
          const html = await publicText('/our-vision')
          expect(html).toContain('Where Omaha Is Going')
          expect(html).toContain('Papillion')
        },
      },
      {
        title: 'Social Media - Sales Properties',
        slug: 'social-media-sales',
        edit: () => fill('social-media-sales', 'Title', 'See Our Newest Homes'),
        message: 'Social Media Sales content saved successfully!',
        check: async () => expect((await general()).socialMediaSales.title).toBe('See Our Newest Homes'),
      },
      {
        title: 'Social Media - Rental Properties',
        slug: 'social-media-rentals',
        edit: () => fill('social-media-rentals', 'Title', 'See Our Newest Rentals'),
        message: 'Social Media Rentals content saved successfully!',
        check: async () => expect((await general()).socialMediaRentals.title).toBe('See Our Newest Rentals'),
      },
      {
        title: 'Disclosure Statements',
        slug: 'disclosures',
        edit: () => fill('disclosures', 'Contact agent disclosure', 'An agent will call you back.'),
        message: 'Disclosure statements saved successfully!',
        check: async () => expect((await general()).disclosures.contactAgent).toBe('An agent will call you back.'),
      },
      {
        title: 'Privacy Policy',
        slug: 'privacy-policy',
        edit: () => fill('privacy-policy', 'Page title', 'Your Privacy With Us'),
        message: 'Privacy Policy content saved successfully!',
        check: async () => expect(await publicText('/privacy')).toContain('Your Privacy With Us'),
      },
    ]
    for (const step of steps) {
      const section = await openSection(step.title, step.slug)
      await step.edit()
      await section.getByText('Unsaved changes').waitFor()
      await section.locator('button[type="submit"]').click()
      await expectFeedback(step.message)
      await step.check()
      await header(step.title).click()
    }
  })

  it('saves the three media sections with an uploaded file, the reminders after a removal, and the pages show them', async () => {
    const media: Array<{ title: string; slug: string; message: string; removed?: string; check: (url: string) => Promise<void> }> = [
      {
        title: 'About Us Page',
        slug: 'about-us',
        message: 'About Us content saved successfully!',
        removed: 'Mission image removed. Remember to save changes.',
        check: async (url) => expect(await publicText('/about-us')).toContain(url),
      },
      {
        title: 'Leadership Page',
        slug: 'leadership',
        message: 'Leadership content saved successfully!',
        removed: 'Leadership logo removed. Remember to save changes.',
        check: async (url) => expect((await (await fetch(`${suite.site.url}/api/admin/content/public`)).json()).leadership.logo).toBe(url),
      },
      {
        title: 'Sell To Us',
        slug: 'sell-to-us',
        message: 'Sell To Us content saved successfully!',
        check: async (url) => expect((await general()).sellToUs.benefitsMedia).toBe(url),
      },
    ]
    for (const m of media) {
      const section = await openSection(m.title, m.slug)
      if (m.removed && (await section.getByRole('button', { name: 'Remove' }).count()) > 0) {
        await section.getByRole('button', { name: 'Remove' }).click()
        await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
        await expectFeedback(m.removed)
      }
      await section.locator('input[type="file"]').setInputFiles(await pngFile(`${m.slug}.png`))
      const preview = section.locator('.upload-preview img').first()
      await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{24}\/w64\.webp$/)
      const url = (await preview.getAttribute('src'))!
      // A new image says what it shows before the section goes out: the save names it, under its alt field.
      await section.locator('button[type="submit"]').click()
      await expect
        .poll(() => section.getByText('Alt text is required: describe what the image shows, or mark it decorative.').count())
        .toBe(1)
      await section.getByLabel(/alt text$/).fill(`The ${m.slug} picture`)
      await section.getByLabel(/alt text$/).blur()
      await section.getByText('Alt text saved.').waitFor()
      await section.locator('button[type="submit"]').click()
      await expectFeedback(m.message)
      await m.check(url)
      await header(m.title).click()
    }
  })

  it('uploads a gallery batch with a progress bar, and refuses a batch with an unsupported file with the spec message', async () => {
    const section = await openSection('Homepage Hero Section', 'hero')
    const gallery = section.locator('.upload-field').filter({ hasText: 'Hero gallery' })
    const before = await gallery.locator('.upload-previews').first().locator('li').count()

    await gallery
      .locator('input[type="file"]')
      .setInputFiles([await pngFile('one.png'), { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') }])
    await expect
      .poll(() => gallery.getByRole('alert').textContent())
      .toBe('File "brochure.pdf" is not a supported format. Please use JPG, PNG, WebP, GIF, MP4, MOV, AVI, or WebM files.')

    // A slow connection, so the progress bar is seen while the files go up.
    const fullSpeed = await slowUploads(page, 200 * 1024)
    await gallery.locator('input[type="file"]').setInputFiles([await pngFile('one.png'), await pngFile('two.png', 500, true)])
    await gallery.locator('progress').waitFor()
    await section.getByText('Uploading…').waitFor()
    expect(await section.locator('button[type="submit"]').isDisabled()).toBe(true)
    await gallery.locator('progress').waitFor({ state: 'detached', timeout: 60_000 })
    await fullSpeed()
    await expect.poll(() => gallery.locator('.upload-previews').first().locator('li').count()).toBe(before + 2)
    // The new items: one described, one marked decorative.
    await gallery.getByLabel(`Hero gallery item ${before + 1} alt text`).fill('A porch in the evening')
    await gallery.getByLabel(`Hero gallery item ${before + 1} alt text`).blur()
    await gallery.getByText('Alt text saved.').waitFor()
    await gallery.getByRole('checkbox', { name: `Decorative (says nothing a visitor needs) Hero gallery item ${before + 2}` }).check()
    await gallery.getByText('Marked decorative.').waitFor()
    await section.locator('button[type="submit"]').click()
    await expectFeedback('Hero content saved successfully!')
    const { hero } = await (await fetch(`${suite.site.url}/api/admin/content/public`)).json()
    expect(hero.galleryImages).toHaveLength(before + 2)
    await header('Homepage Hero Section').click()
  })

  it('adds and edits a team member in the modal: required name and title, specialties by Enter, the whole team saved', async () => {
    const section = await openSection('Team Members', 'team')
    await section.getByRole('button', { name: 'Add Team Member' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' })
    await dialog.getByRole('button', { name: 'Save Team Member' }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Name is required!')
    await dialog.getByLabel('Name').fill('  Jordan Avery ')
    await dialog.getByRole('button', { name: 'Save Team Member' }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Title is required!')
    await dialog.getByLabel('Title').fill('Renovation Lead')
    expect(await dialog.getByLabel('Email').getAttribute('type')).toBe('email')
    expect(await dialog.getByLabel('Phone').getAttribute('type')).toBe('tel')
    expect(await dialog.getByLabel('LinkedIn').getAttribute('type')).toBe('url')
    const specialties = dialog.getByLabel('Specialties', { exact: true })
    for (const s of ['Kitchens', 'Roofing', 'Kitchens', '  ']) {
      await specialties.fill(s)
      await specialties.press('Enter')
    }
    expect(await dialog.getByRole('list', { name: 'Added specialties' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Kitchens'),
      expect.stringContaining('Roofing'),
    ])
    await dialog.getByRole('button', { name: 'Save Team Member' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expectFeedback('Team content saved successfully!')
    expect(await publicText('/about')).toContain('Jordan Avery')

    await section.getByRole('button', { name: 'Edit Jordan Avery' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Team Member' })
    await edit.getByLabel('Title').fill('Head of Renovation')
    await page.keyboard.press('Escape')
    await edit.waitFor({ state: 'detached' })
    await section.getByRole('button', { name: 'Edit Jordan Avery' }).click()
    await edit.getByLabel('Title').fill('Head of Renovation')
    await edit.getByRole('button', { name: 'Save Team Member' }).click()
    await expectFeedback('Team content saved successfully!')
    const team = (await (await fetch(`${suite.site.url}/api/admin/content/public`)).json()).team
    expect(team.find((m: { name: string }) => m.name === 'Jordan Avery')).toMatchObject({
      title: 'Head of Renovation',
      specialties: ['Kitchens', 'Roofing'],
    })
    await header('Team Members').click()
  })

  it('names a refused field by its label in plain words, shows it under the field until it is fixed, and counts near the limit', async () => {
    const values = await openSection('Company Values', 'values')
    await values.getByRole('button', { name: 'Add Value' }).click()
    await values.getByRole('button', { name: 'Save Values' }).click()
    await expectFeedback('Please check Title: Give this value a title')
    const blank = values.locator('.item-card').last().getByLabel('Title', { exact: true })
    expect(await blank.getAttribute('aria-invalid')).toBe('true')
    expect(await values.locator('.item-card').last().locator('.field-error').innerText()).toBe('Give this value a title')
    // Fixed: the message under the field goes at once, before any save.
    await blank.fill('Neighbors first')
    await expect.poll(() => values.locator('.field-error').count()).toBe(0)
    expect(await blank.getAttribute('aria-invalid')).toBeNull()

    const footer = await openSection('Footer Contact Information', 'footer')
    await footer.getByLabel('Facebook').fill('ftp://facebook.com/heartland')
    await footer.getByRole('button', { name: 'Save Footer' }).click()
    await expectFeedback('Please check Facebook: Use a web address starting with https://')
    await footer.getByLabel('Facebook').fill('https://facebook.com/heartland')
    await expect.poll(() => footer.locator('.field-error').count()).toBe(0)

    // A one-line text may hold 300 characters: from 240 on, the field says how many it holds.
    const hours = footer.getByLabel('Office hours')
    expect(await footer.getByText(/of 300 characters/).count()).toBe(0)
    await hours.fill('Mon-Fri 8-6, '.repeat(20))
    expect(await footer.getByText('260 of 300 characters').count()).toBe(1)
    await header('Footer Contact Information').click()
    await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click()
    await header('Company Values').click()
    await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click()
  })

  it('asks before unsaved changes are lost by closing a section or leaving the page', async () => {
    const section = await openSection('Rentals Banner', 'rentals-banner')
    await section.getByLabel('Banner title').fill('Not saved yet')
    await header('Rentals Banner').click()
    const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' })
    await ask.getByRole('button', { name: 'Cancel' }).click()
    expect(await header('Rentals Banner').getAttribute('aria-expanded')).toBe('true')

    await page.getByRole('link', { name: 'Dashboard' }).click()
    const leave = page.getByRole('dialog', { name: 'Leave with unsaved changes?' })
    await leave.waitFor()
    await leave.getByRole('button', { name: 'Cancel' }).click()
    expect(new URL(page.url()).pathname).toBe('/admin/content')
    expect(await section.getByLabel('Banner title').inputValue()).toBe('Not saved yet')

    await header('Rentals Banner').click()
    await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click()
    expect(await header('Rentals Banner').getAttribute('aria-expanded')).toBe('false')
  })

  it('restores an earlier version with one click, and the public page shows it at once', async () => {
    const section = await openSection('Properties Banner', 'properties-banner')
    await section.getByRole('button', { name: 'History' }).click()
    const versions = section.getByRole('region', { name: 'Properties Banner: earlier versions' })
    await versions.getByText('Saved before history was kept').waitFor()
    const confirmRestore = async () => {
      const ask = page.getByRole('dialog', { name: 'Restore this version?' })
      await ask.getByRole('button', { name: 'Restore' }).click()
      await ask.waitFor({ state: 'detached' })
    }
    await versions
      .getByRole('button', { name: /^Restore/ })
      .last()
      .click()
    await confirmRestore()
    await expectFeedback('Properties Banner: earlier version restored. It is on the site now.')
    expect(await publicText('/properties')).not.toContain('Homes Ready for You')
    expect(await section.getByLabel('Banner title').inputValue()).not.toBe('Homes Ready for You')
    // The restore is a save of its own, summarised like any save: the version it replaced is one click away.
    await versions
      .getByRole('listitem')
      .first()
      .getByText(/^Text Homes Ready for You → /)
      .waitFor()
    await versions
      .getByRole('button', { name: /^Restore/ })
      .first()
      .click()
    await confirmRestore()
    await expectFeedback('Properties Banner: earlier version restored. It is on the site now.')
    expect(await publicText('/properties')).toContain('Homes Ready for You')
    expect(errors).toEqual([])
  })

  it('never lets script, event-handler or javascript: payloads saved through a rich-text field reach a server-rendered page', async () => {
    const login = await fetch(`${suite.site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    const evil =
      '<p onmouseover="alert(1)">Marker text<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">link</a></p>'
    const put = async (path: string, body: unknown, method = 'PUT') => {
      const res = await fetch(`${suite.site.url}/api/admin/content/${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
      expect(res.status, path).toBe(200)
    }
    const content = await (await fetch(`${suite.site.url}/api/admin/content`, { headers: { authorization: `Bearer ${token}` } })).json()
    await put('about', { ...content.about, story: evil, mission: evil })
    await put('vision', { ...content.vision, statement: evil, motivation: evil, futureGoals: evil })
    await put('team', { team: [{ ...content.team[0], bio: evil }] })
    await put('privacy-policy', { ...content.privacyPolicy, body: evil })
    await put('terms-of-service', { ...content.termsOfService, body: evil })
    await put('preferred-bidders-banner', { title: 'Bidders', description: evil }, 'POST')
    for (const path of ['/about-us', '/', '/about', '/our-vision', '/privacy', '/terms', '/preferred-bidders']) {
      const html = await publicText(path)
      // An attribute or a call, not a word of the page's translations such as "consultationError".
      expect(html, path).not.toMatch(/alert\(|onmouseover\s*=|onerror\s*=|javascript:/i)
    }
    for (const path of ['/about-us', '/our-vision', '/privacy', '/terms']) expect(await publicText(path), path).toContain('Marker text')
  })
})
