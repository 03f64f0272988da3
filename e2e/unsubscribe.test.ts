import { describe, expect, it } from 'vitest'
import { hasChromium, openPage } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { createSubscriberRepository } from '#server/leads/subscriber.repository.ts'
import { UNKNOWN_UNSUBSCRIBE_TOKEN, UNSUBSCRIBED_MESSAGE } from '#core/leads/upcoming.ts'

// The unsubscribe link of the new-upcoming-home mails, in a real browser.
describe.skipIf(!hasChromium)('unsubscribe page in a real browser', () => {
  const suite = siteForFile()

  const subscriber = async (email: string) => {
    await createSubscriberRepository(suite.site.database.db).subscribe(email)
    return (await createSubscriberRepository(suite.site.database.db).findByEmail(email))!
  }

  const open = (path: string, width = 1280) => openPage(suite.browser, suite.site.url + path, { width, height: 800, reducedMotion: true })

  it('asks first, unsubscribes on the press of the button, and says so', async () => {
    const row = await subscriber('mail-reader@example.com')
    const { page, errors } = await open(`/unsubscribe?token=${row.unsubscribe_token}`)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Unsubscribe')
    // Opening the link (as a mail scanner does) leaves the address on the list.
    expect(await createSubscriberRepository(suite.site.database.db).findByEmail('mail-reader@example.com')).toBeDefined()

    const button = page.getByRole('button', { name: 'Unsubscribe' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('status').textContent()).toBe(UNSUBSCRIBED_MESSAGE)
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0)
    expect(await createSubscriberRepository(suite.site.database.db).findByEmail('mail-reader@example.com')).toBeUndefined()
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
    await page.context().close()
  })

  it('works without JavaScript: the button is a plain form post', async () => {
    const row = await subscriber('no-script@example.com')
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${suite.site.url}/unsubscribe?token=${row.unsubscribe_token}`)
    expect(await createSubscriberRepository(suite.site.database.db).findByEmail('no-script@example.com')).toBeDefined()
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Unsubscribe' }).click()])
    await expect.poll(() => page.getByRole('status').textContent()).toBe(UNSUBSCRIBED_MESSAGE)
    expect(await createSubscriberRepository(suite.site.database.db).findByEmail('no-script@example.com')).toBeUndefined()
    // The same button again (a second tab, say) finds the address gone and says so.
    await page.goBack()
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Unsubscribe' }).click()])
    await expect.poll(() => page.getByRole('status').textContent()).toBe(UNKNOWN_UNSUBSCRIBE_TOKEN)
    await context.close()
  })

  it("takes a mail program's one-click unsubscribe (RFC 8058) at the link's address", async () => {
    const row = await subscriber('one-click@example.com')
    const res = await fetch(`${suite.site.url}/unsubscribe?token=${row.unsubscribe_token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('unsubscribed. You won') // UNSUBSCRIBED_MESSAGE, with its apostrophes escaped in HTML
    expect(await createSubscriberRepository(suite.site.database.db).findByEmail('one-click@example.com')).toBeUndefined()
    // A page form is small: a large body is refused before the page reads it.
    const big = await fetch(`${suite.site.url}/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=' + 'a'.repeat(20_000),
    })
    expect(big.status).toBe(413)
    expect(((await big.json()) as { message: string }).message).toMatch(/at most 16 KB/)
  })

  it('answers a link that is no longer on the list with a friendly message', async () => {
    const { page } = await open(`/unsubscribe?token=${'e'.repeat(64)}`)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect.poll(() => page.getByRole('status').textContent()).toBe(UNKNOWN_UNSUBSCRIBE_TOKEN)
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'See upcoming homes' }).getAttribute('href')).toBe('/upcoming')
    await page.context().close()
  })

  it('explains a link without its code instead of offering a button that cannot work', async () => {
    for (const path of ['/unsubscribe', '/unsubscribe?token=abc']) {
      const res = await fetch(suite.site.url + path)
      expect(res.status).toBe(200)
      const { page } = await open(path, 390)
      expect(await page.getByRole('status').textContent()).toBe(UNKNOWN_UNSUBSCRIBE_TOKEN)
      expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0)
      await page.context().close()
    }
  })
})
