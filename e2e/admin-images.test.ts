import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage, openPortal, slowUploads } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'

// Images done properly in the portal (docs/decisions/0103-images-framed-described-and-ordered.md): a crop and focal
// point set from the keyboard reach /agents, agents are put in order by keyboard, by mouse drag and by a finger on a
// touch screen, a content image's alt text reaches its public page, and a chosen video plays in its preview while it
// uploads.

describe.skipIf(!hasChromium)('images and order in the portal', () => {
  const suite = siteForFile()
  let page: Page

  beforeAll(async () => {
    ;({ page } = await openPortal(suite.browser, suite.site.url, { width: 1280, height: 900, reducedMotion: true }))
  })

  const publicPage = async (path: string) => {
    const opened = await openPage(suite.browser, suite.site.url + path, { reducedMotion: true })
    return opened
  }
  const agentNames = () => page.locator('.people-list > li strong').allInnerTexts()

  it('moves an agent with the arrow keys on its handle, saying where it went, and by drag; /agents follows', async () => {
    await page.goto(`${suite.site.url}/admin/agents`)
    await page.locator('.people-list > li').first().waitFor()
    const [first, second, third] = await agentNames()
    const handle = page.getByRole('button', { name: new RegExp(`^Reorder ${first}:`) })
    await handle.focus()
    await page.keyboard.press('ArrowDown')
    // The list's own live region says it (the header's search box has one too).
    const said = page
      .locator('.people-list ~ [aria-live="polite"], [aria-live="polite"]')
      .filter({ hasText: `${first} moved to position 2 of 5.` })
    await said.first().waitFor({ state: 'attached' })
    await expect.poll(agentNames).toEqual(expect.arrayContaining([second, first]))
    expect((await agentNames()).slice(0, 2)).toEqual([second, first])
    // Focus stays on the moved agent's handle: another press moves it again.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`^Reorder ${first}: position 2`),
    )
    await page.keyboard.press('ArrowDown')
    await expect.poll(async () => (await agentNames()).slice(0, 3)).toEqual([second, third, first])
    await page.getByText('Order saved.').first().waitFor()

    // Drag the last row onto the first.
    const rows = page.locator('.people-list > li')
    const names = await agentNames()
    await rows.nth(4).dragTo(rows.nth(0))
    const dragged = [names[4], ...names.slice(0, 4)]
    await expect.poll(agentNames).toEqual(dragged)

    // The public page shows the active agents in the saved order.
    const visitor = await publicPage('/agents')
    const shown = await visitor.page.locator('.person-card h2').allInnerTexts()
    const active = dragged.filter((n) => shown.includes(n))
    expect(shown).toEqual(active)
    expect(shown.length).toBeGreaterThan(2)
    await visitor.context.close()
  })

  it('moves an agent by dragging its handle with a finger on a touch screen, and the order saves', async () => {
    const touch = await openPortal(suite.browser, suite.site.url, { width: 390, height: 844, hasTouch: true, reducedMotion: false })
    const phone = touch.page
    await phone.goto(`${suite.site.url}/admin/agents`)
    const rows = phone.locator('.people-list > li')
    await rows.nth(1).waitFor()
    const names = () => phone.locator('.people-list > li strong').allInnerTexts()
    const before = await names()
    // The browser's own touch input (not synthetic DOM events): a finger on the second row's handle, moved onto the first row.
    const cdp = await phone.context().newCDPSession(phone)
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] })
    const handle = phone.getByRole('button', { name: new RegExp(`^Reorder ${before[1]}:`) })
    await handle.scrollIntoViewIfNeeded()
    const from = (await handle.boundingBox())!
    const onto = (await rows.nth(0).boundingBox())!
    const scrolled = await phone.evaluate(() => window.scrollY)
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 }
    const end = { x: start.x, y: onto.y + onto.height / 3 }
    await finger('touchStart', start.x, start.y)
    for (let step = 1; step <= 8; step += 1) await finger('touchMove', start.x, start.y + ((end.y - start.y) * step) / 8)
    // While the finger is down the row is lifted and follows it; the first row is where it would go; the page did not scroll.
    expect(await rows.nth(1).getAttribute('data-reorder')).toBe('lifted')
    expect(await rows.nth(1).evaluate((el) => getComputedStyle(el).translate)).toMatch(/^0px -\d/)
    expect(await rows.nth(0).getAttribute('data-reorder')).toBe('target')
    expect(await phone.evaluate(() => window.scrollY)).toBe(scrolled)
    await finger('touchEnd')
    await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)])
    await phone.getByText('Order saved.').first().waitFor()
    expect(await rows.nth(0).getAttribute('data-reorder')).toBeNull()
    expect(await rows.nth(0).evaluate((el) => el.style.translate)).toBe('')
    // The move was told, and focus is on the moved row's handle, as after a keyboard move.
    await phone
      .locator('[aria-live="polite"]')
      .filter({ hasText: `${before[1]} moved to position 1 of ${before.length}.` })
      .first()
      .waitFor({ state: 'attached' })
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`^Reorder ${before[1]}: position 1`),
    )
    // Saved: the list read again has the new order.
    await phone.reload()
    await rows.nth(1).waitFor()
    expect((await names()).slice(0, 2)).toEqual([before[1], before[0]])
    expect(touch.errors).toEqual([])
    await touch.context.close()
  })

  it('crops an agent photo and sets its focal point from the keyboard; /agents shows the new crop and keeps the face in view', async () => {
    await page.goto(`${suite.site.url}/admin/agents`)
    // An active agent: the inactive ones are not on /agents.
    const name = await page.locator('.people-list > li:not(.is-inactive) strong').first().innerText()
    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const form = page.getByRole('dialog', { name: 'Edit agent' })
    await form.getByRole('button', { name: 'Crop and focus Photo' }).click()
    const crop = page.getByRole('dialog', { name: 'Crop and focus: Photo' })
    // The corner: 10 % narrower and 30 % lower... the frame: 10 % to the right; the dot: to the top third.
    await crop.getByRole('button', { name: /^Crop size:/ }).focus()
    await page.keyboard.press('Shift+ArrowLeft')
    await page.keyboard.press('Shift+ArrowUp')
    await page.keyboard.press('Shift+ArrowUp')
    await page.keyboard.press('Shift+ArrowUp')
    await crop.getByRole('button', { name: /^Crop frame:/ }).focus()
    await page.keyboard.press('Shift+ArrowRight')
    await crop.getByRole('button', { name: /^Focal point:/ }).focus()
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowUp')
    // The values are shown as they change.
    expect(await crop.getByLabel('Left', { exact: true }).inputValue()).toBe('10')
    expect(await crop.getByLabel('Width', { exact: true }).inputValue()).toBe('90')
    expect(await crop.getByLabel('Height', { exact: true }).inputValue()).toBe('70')
    expect(await crop.getByLabel('Down', { exact: true }).inputValue()).toBe('30')
    await crop.getByRole('button', { name: 'Save crop' }).click()
    await crop.waitFor({ state: 'detached' })
    await form.getByRole('button', { name: 'Cancel' }).click()

    const visitor = await publicPage('/agents')
    const photo = visitor.page.locator('.person-card', { hasText: name }).locator('img')
    expect(await photo.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{24}\/w\d+-r1\.webp$/)
    expect(await photo.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('50% 30%')
    const { width, height } = await photo.evaluate((img) => ({
      width: (img as HTMLImageElement).naturalWidth,
      height: (img as HTMLImageElement).naturalHeight,
    }))
    // 90 % by 70 % of a square portrait.
    expect(Math.round((width / height) * 100) / 100).toBe(Math.round((90 / 70) * 100) / 100)
    await visitor.context.close()
  })

  it('puts the alt text staff write for a content image on its public page', async () => {
    await page.goto(`${suite.site.url}/admin/content`)
    await page.getByRole('button', { name: /^About Us Page/ }).click()
    const section = page.locator('[data-section="about-us"]')
    const alt = section.getByLabel('Mission image alt text')
    await alt.fill('Our crew fitting new windows on a Dundee bungalow')
    await alt.blur()
    await section.getByText('Alt text saved.').waitFor()
    const visitor = await publicPage('/about-us')
    expect(await visitor.page.getByAltText('Our crew fitting new windows on a Dundee bungalow').count()).toBe(1)
    await visitor.context.close()
  })

  it('plays a chosen video in its preview while it uploads, and after, without a policy violation', async () => {
    await page.goto(`${suite.site.url}/admin/content`)
    await page.getByRole('button', { name: /^Sell To Us/ }).click()
    const section = page.locator('[data-section="sell-to-us"]')
    // A short WebM made by the browser itself (a canvas recorded for a second).
    const video = await page.evaluate(async () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 90 })
      const g = canvas.getContext('2d')!
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' })
      const chunks: Blob[] = []
      recorder.ondataavailable = (e) => chunks.push(e.data)
      const stopped = new Promise((resolve) => (recorder.onstop = resolve))
      recorder.start()
      const started = performance.now()
      await new Promise<void>((resolve) => {
        const draw = () => {
          g.fillStyle = `hsl(${(performance.now() - started) / 5}, 70%, 50%)`
          g.fillRect(0, 0, 160, 90)
          if (performance.now() - started > 1200) return resolve()
          requestAnimationFrame(draw)
        }
        draw()
      })
      recorder.stop()
      await stopped
      return Array.from(new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer()))
    })
    const fullSpeed = await slowUploads(page, 4 * 1024)
    await section.locator('input[type="file"]').setInputFiles({ name: 'tour.webm', mimeType: 'video/webm', buffer: Buffer.from(video) })
    const pending = section.locator('.upload-preview.pending video')
    await pending.waitFor()
    const plays = (locator: typeof pending) =>
      locator.evaluate(async (v: HTMLVideoElement) => {
        await v.play()
        await new Promise((resolve) => v.addEventListener('timeupdate', resolve, { once: true }))
        return v.currentTime > 0 && v.error === null
      })
    expect(await plays(pending)).toBe(true)
    await fullSpeed()
    const stored = section.locator('.upload-preview:not(.pending) video')
    await stored.waitFor({ timeout: 60_000 })
    expect(await stored.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{24}\/original\.webm$/)
    expect(await plays(stored)).toBe(true)
  })
})
