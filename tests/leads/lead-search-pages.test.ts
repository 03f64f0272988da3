import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, dialects, type TestDatabase } from '#tests/helpers/databases.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { createLeadRepository, DENSE_MATCHES, type LeadRow } from '#server/leads/lead.repository.ts'
import { addScaleData } from '../../bench/scale-data.ts'
import type { LeadFilter } from '#core/leads/lead-inbox.ts'

// A search's page in the inbox is read in one pass on SQLite and, on PostgreSQL, counted first and then paged by
// the newest leads when it finds many, or from its matches when it finds few (docs/decisions/0174-lead-search-at-scale.md).
// Whichever way, with any filter and on any page, it answers the leads, order, total and columns of the whole list
// (same filters, no search) kept to those whose words start with every word typed, checked here word by word.

const LEADS = 2_400
const APPLICATIONS = 300

const SEARCHES = ['mari', 'Johnson', 'maria johnson', 'example', 'zzz']
const FILTERS: LeadFilter[] = [
  {},
  { kind: 'tour' },
  { kind: 'tour', status: 'new' },
  { status: 'new' },
  { kind: 'application' },
  { archived: 'all' },
  { archived: 'only' },
  { assignee: 'none', stage: 'new' },
  { from: '2026-01-01', to: '2099-12-31' },
]
const PAGES: Array<[limit: number, offset: number]> = [
  [25, 0],
  [25, 75],
  [100, 2_550],
  [25, 9_000],
]

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** What the search box promises: every word typed starts a word of the lead's name, e-mail, phone or message. */
const holds = (row: LeadRow, search: string) => {
  const words = wordsOf([row.name, row.email, row.phone, row.preview].join(' '))
  return wordsOf(search).every((typed) => words.some((w) => w.startsWith(typed)))
}

for (const dialect of dialects) {
  describe(`a search's page of the inbox on ${dialect}`, () => {
    let database: TestDatabase

    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      const { db } = database
      const propertyIds = [await insertProperty(db), await insertProperty(db)]
      await addScaleData(db, { propertyIds, leads: LEADS, applications: APPLICATIONS, activity: 0 })
      // Some leads archived, some sharing one moment (the order's ties go by id), some with a status change.
      const leads = await db.selectFrom('inquiries').select(['id', 'created_at']).orderBy('id').execute()
      const archived = leads.filter((_, n) => n % 7 === 3).map((l) => l.id)
      await db.updateTable('inquiries').set({ archived_at: new Date().toISOString() }).where('id', 'in', archived).execute()
      const tied = leads.slice(2_300, 2_340).map((l) => l.id)
      await db.updateTable('inquiries').set({ created_at: leads[2_300].created_at }).where('id', 'in', tied).execute()
      await db
        .insertInto('lead_notes')
        .values(
          leads.slice(2_350).map((l, k) => ({
            id: `5a7e${String(k).padStart(20, '0')}`,
            lead_id: l.id,
            kind: 'status' as const,
            body: 'in-progress',
            author_id: null,
            author_name: 'Office',
            created_at: new Date().toISOString(),
          })),
        )
        .execute()
    }, 60_000)
    afterAll(async () => database?.close())

    it('answers the leads, order, total and columns of the whole list kept to the search, with any filter and page', async () => {
      const repo = createLeadRepository(database.db)
      const totals: number[] = []
      for (const filter of FILTERS) {
        const all = (await repo.list(filter, 100_000, 0)).rows
        for (const q of SEARCHES) {
          const expected = all.filter((row) => holds(row, q))
          totals.push(expected.length)
          for (const [limit, offset] of PAGES) {
            const found = await repo.list({ ...filter, q }, limit, offset)
            const where = `${JSON.stringify({ ...filter, q })}, ${limit} from ${offset}`
            expect(found.total, where).toBe(expected.length)
            expect(found.rows, where).toEqual(expected.slice(offset, offset + limit))
          }
        }
      }
      // Both of PostgreSQL's ways were taken, and pages past the end were asked for.
      expect(Math.max(...totals)).toBeGreaterThanOrEqual(DENSE_MATCHES)
      expect(totals.some((n) => n > 0 && n < DENSE_MATCHES)).toBe(true)
      expect(totals).toContain(0)
    }, 120_000)
  })
}
