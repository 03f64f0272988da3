import { chromium } from 'playwright-core'
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
})
const [, , path = '/', name = 'x', width = '1280'] = process.argv
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } })
p.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()))
p.on('pageerror', (e) => console.log('pageerror', e.message))
await p.goto('http://localhost:3100' + path, { waitUntil: 'networkidle' })
for (let y = 0; y < 6000; y += 400) {
  await p.evaluate((yy) => window.scrollTo(0, yy), y)
  await p.waitForTimeout(60)
}
await p.waitForTimeout(900)
await p.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true })
await b.close()
