import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, openPortalAt, shotIfAsked, unexpectedErrors } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteForFile } from './helpers/server.ts'
import { rentalAnswers, sendRentalApplication } from '#tests/helpers/rental-applications.ts'

// Comparing a home's applicants and deciding in a real browser (docs/decisions/0151-rental-applications-as-leads.md,
// 0152-adverse-action-notice.md): the one below the income multiple is named in words, a decline that rests on a
// consumer report asks for the agency and sends the prepared notice, approving one tells the others once and moves
// the listing to pending; axe clean at 390 and 1280 px.

describe.skipIf(!hasChromium)('comparing rental applicants in a real browser', () => {
  const suite = siteForFile()
  let home: { id: string; title: string }

  const apply = async (name: string, email: string, income: string) => {
    const base = rentalAnswers({ applicant: { name, email, phone: '402-555-0150' } })
    const res = await sendRentalApplication(suite.site.app, home.id, { ...base, part: { ...base.part, monthlyIncome: income } })
    expect(res.statusCode, res.body).toBe(200)
  }
  const mailsTo = (address: string) => {
    const dir = path.join(suite.site.database.dataDir, 'mail')
    const all = fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : []
    return all.filter((m) => new RegExp(`^To: .*${address}`, 'mi').test(m))
  }

  beforeAll(async () => {
    const db = suite.site.database.db
    const rental = await db
      .selectFrom('properties')
      .select(['id', 'title'])
      .where('type', '=', 'rental')
      .where('status', '=', 'available')
      .where('archived_at', 'is', null)
      .where('published_at', 'is not', null)
      .executeTakeFirstOrThrow()
    home = rental
    await db.updateTable('properties').set({ price: 1650 }).where('id', '=', home.id).execute()
    await apply('Jordan Avery', 'jordan@example.com', '5200')
    await apply('Sam Lee', 'sam@example.com', '3000')
    await apply('Robin Park', 'robin@example.com', '6000')
  })

  it('declines one on a consumer report: the agency is asked for, the notice prepared, sent and kept', async () => {
    for (const width of [1280, 390]) {
      const { page, context, errors } = await openPortalAt(suite, `/admin/rental-applications?compare=${home.id}`, width)
      await page.getByRole('table', { name: new RegExp(`Applicants for ${home.title}`) }).waitFor()
      if (width === 1280) {
        // The dialog at desktop width, then cancelled: nothing is sent.
        await page.getByRole('button', { name: 'Decline Jordan Avery' }).click()
        const dialog = page.getByRole('dialog', { name: 'Decline this application?' })
        await dialog.getByLabel(/rests, in whole or in part, on a consumer report/).check()
        await dialog.getByLabel('Agency name').waitFor()
        expect(await accessibilityProblems(page, `${width} px decline dialog`)).toEqual([])
        await shotIfAsked(page, `rental-decline-dialog-${width}`)
        await dialog.getByRole('button', { name: 'Cancel' }).click()
        await dialog.waitFor({ state: 'detached' })
        expect(unexpectedErrors(errors)).toEqual([])
        await context.close()
        continue
      }
      await page.getByRole('button', { name: 'Decline Robin Park' }).click()
      const dialog = page.getByRole('dialog', { name: 'Decline this application?' })
      await dialog.getByLabel(/rests, in whole or in part, on a consumer report/).check()
      await dialog.getByRole('button', { name: 'Decline and send the notice' }).click()
      await dialog.getByText('Enter the name of the consumer reporting agency that made the report').waitFor()
      await dialog.getByLabel('Agency name').fill('Plains Tenant Screening')
      await dialog.getByLabel('Agency address').fill('100 Main St, Lincoln, NE 68508')
      await dialog.getByLabel('Agency phone').fill('800-555-0101')
      await dialog.getByLabel('A credit score was used').check()
      await dialog.getByLabel('Credit score', { exact: true }).fill('580')
      await dialog.getByLabel('Key factors').fill('Too many recent inquiries')
      const notice = dialog.getByLabel('Notice to the applicants')
      expect(await notice.inputValue()).toContain('Plains Tenant Screening')
      expect(await notice.inputValue()).toContain('free copy of your report')
      expect(await accessibilityProblems(page, `${width} px decline dialog`)).toEqual([])
      await shotIfAsked(page, `rental-decline-dialog-${width}`)
      await notice.fill(`${await notice.inputValue()}\n\nPS: call us with any question.`)
      await dialog.getByRole('button', { name: 'Decline and send the notice' }).click()
      await dialog.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Robin Park', exact: true }).click()
      await page.getByRole('heading', { name: 'Consumer-report notice sent' }).waitFor()
      expect(await page.locator('.rental-notice-text').innerText()).toContain('PS: call us with any question.')
      expect(unexpectedErrors(errors)).toEqual([])
      await context.close()
    }
    await suite.site.app.outbox.drain()
    expect(mailsTo('robin@example.com').filter((m) => m.includes('Plains Tenant Screening'))).toHaveLength(1)
  })

  it('shows the applicants side by side, names the one below the income multiple, and approving one tells the other once', async () => {
    for (const width of [390, 1280]) {
      const { page, context, errors } = await openPortalAt(suite, `/admin/rental-applications?compare=${home.id}`, width)
      const table = page.getByRole('table', { name: new RegExp(`Applicants for ${home.title}`) })
      await table.waitFor()
      await table.getByRole('columnheader', { name: 'Jordan Avery' }).waitFor()
      await table.getByRole('columnheader', { name: 'Sam Lee' }).waitFor()
      const income = table.getByRole('row', { name: /Monthly income/ })
      expect(await income.innerText()).toContain('Income is 1.82× the rent, below the 3× asked.')
      expect(await income.innerText()).toContain('3.15× the rent')
      expect(await accessibilityProblems(page, `${width} px compare applicants`)).toEqual([])
      await shotIfAsked(page, `rental-compare-${width}`)
      if (width === 1280) {
        await page.getByRole('button', { name: 'Approve Jordan Avery' }).click()
        await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
        await table
          .getByRole('row', { name: /Status/ })
          .getByText('Approved')
          .waitFor()
        expect(await table.getByRole('row', { name: /Status/ }).innerText()).toMatch(/Approved[\s\S]*Declined/)
        const pending = suite.site.database.db.selectFrom('properties').select('id').where('status', '=', 'pending')
        expect(await pending.where('id', '=', home.id).execute()).toHaveLength(1)
      }
      expect(unexpectedErrors(errors)).toEqual([])
      await context.close()
    }
    await suite.site.app.outbox.drain()
    const declined = mailsTo('sam@example.com').filter((m) => /Declined/.test(m))
    expect(declined).toHaveLength(1)
  })
})
