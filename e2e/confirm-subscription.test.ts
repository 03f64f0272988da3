import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { hasChromium, openPage, stubMapTiles } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { createSubscriberRepository } from '#server/leads/subscriber.repository.ts'
import { CONFIRMED_MESSAGE, SUBSCRIBED_MESSAGE, UNKNOWN_CONFIRM_TOKEN } from '#core/leads/upcoming.ts'

// Get Notified by double opt-in in a real browser: the dialog says a
// confirmation mail was sent, and the mail's link opens a page that asks for
// a press of Confirm (mail scanners open links), with or without JavaScript.
describe.skipIf(!hasChromium)('confirming a Get Notified sign-up in a real browser', () => {
  const suite = siteForFile()

  const subscriber = (email: string) => createSubscriberRepository(suite.site.database.db).findByEmail(email)
  /** The confirmation link of the mail to `email`; the site has no SMTP here, so the outbox writes .eml files. */
  const confirmLinkFor = async (email: string) => {
    const dir = path.join(suite.site.database.dataDir, 'mail')
    let link = ''
    await vi.waitFor(
      () => {
        const mails = fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : []
        const mail = mails.find((m) => m.includes(`To: ${email}`))
        link = /Confirm: (\S+)/.exec(mail?.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '')?.[1] ?? ''
        expect(link).not.toBe('')
      },
      { timeout: 10_000 },
    )
    return new URL(link)
  }

  it('signs up in the dialog, then confirms from the mail by pressing Confirm', async () => {
    const { page, errors } = await openPage(suite.browser, `${suite.site.url}/upcoming`, { width: 390, height: 800, before: stubMapTiles })
    await page.getByRole('button', { name: 'Get Notified' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get Notified' })
    await dialog.getByLabel('Email address').fill('Jordan.Reader@Example.com')
    await dialog.getByRole('button', { name: 'Notify Me' }).click()
    await dialog.getByText(SUBSCRIBED_MESSAGE).waitFor()
    expect((await subscriber('jordan.reader@example.com'))?.confirmed_at).toBeNull()

    const link = await confirmLinkFor('jordan.reader@example.com')
    expect(link.pathname).toBe('/confirm-subscription')
    await page.goto(`${suite.site.url}${link.pathname}${link.search}`)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Confirm your email')
    // Opening the link, as a mail scanner does, confirms nothing.
    expect((await subscriber('jordan.reader@example.com'))?.confirmed_at).toBeNull()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => page.getByRole('status').textContent()).toBe(CONFIRMED_MESSAGE)
    expect((await subscriber('jordan.reader@example.com'))?.confirmed_at).toBeTruthy()
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
    await page.context().close()
  })

  it('works without JavaScript: the button is a plain form post', async () => {
    await suite.site.app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email: 'no-script-confirm@example.com' } })
    const link = await confirmLinkFor('no-script-confirm@example.com')
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${suite.site.url}${link.pathname}${link.search}`)
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Confirm' }).click()])
    await expect.poll(() => page.getByRole('status').textContent()).toBe(CONFIRMED_MESSAGE)
    expect((await subscriber('no-script-confirm@example.com'))?.confirmed_at).toBeTruthy()
    await context.close()
  })

  it('explains a link that is unknown or cut short instead of offering a button that cannot work', async () => {
    const { page } = await openPage(suite.browser, `${suite.site.url}/confirm-subscription?token=${'e'.repeat(64)}`)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => page.getByRole('status').textContent()).toBe(UNKNOWN_CONFIRM_TOKEN)
    expect(await page.getByRole('link', { name: 'See upcoming homes' }).getAttribute('href')).toBe('/upcoming')
    for (const url of ['/confirm-subscription', '/confirm-subscription?token=abc']) {
      await page.goto(suite.site.url + url)
      expect(await page.getByRole('status').textContent()).toBe(UNKNOWN_CONFIRM_TOKEN)
      expect(await page.getByRole('button', { name: 'Confirm' }).count()).toBe(0)
    }
    await page.context().close()
  })
})
