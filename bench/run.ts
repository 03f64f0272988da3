import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { migrateToLatest, openDatabase } from '../server/db/database.ts'
import { createPropertyRepository } from '../server/repositories/property-repository.ts'
import { makeProperty } from '../tests/helpers/factories.ts'
import { newId } from '../server/ids.ts'
import { bareServer, measure, type LoadResult } from './load.ts'

// `npm run bench`: 10,000 listings in a scratch SQLite database; each endpoint
// is measured beside a bare Node server returning the same bytes.

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONCURRENCY = 16
const AREAS = ['Millard', 'Papillion', 'Bellevue', 'La Vista', 'Elkhorn', 'Gretna', 'Benson', 'Council Bluffs']

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
const handle = openDatabase({ dataDir })
await migrateToLatest(handle.db)
const firstId = newId()
await handle.db.transaction().execute(async (trx) => {
  const repo = createPropertyRepository(trx)
  for (let i = 0; i < LISTINGS; i++) {
    const area = AREAS[i % AREAS.length]
    const rental = i % 4 === 0
    await repo.insert(
      i === 0 ? firstId : newId(),
      makeProperty({
        title: `${area} home ${i}`,
        city: area,
        type: rental ? 'rental' : 'sale',
        status: i % 10 === 0 ? 'sold' : i % 17 === 0 ? 'upcoming' : 'available',
        price: rental ? 900 + (i % 25) * 100 : 150000 + (i % 80) * 10000,
        bedrooms: 1 + (i % 5),
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
        location: { city: area, neighborhood: area, county: 'Douglas', schoolDistrict: `${area} Public Schools`, walkScore: 50 },
      }),
      trx,
    )
  }
})

const config = loadConfig(
  { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  { seedWhenEmpty: false, adminPassword: 'bench-password-123' },
)
const app = await buildApp(config, { database: handle, web: false })
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

const cases = [
  ['GET /api/properties (filtered)', '/api/properties?type=sale&minPrice=200000&maxPrice=400000&bedrooms=3&sort=price-low&limit=24'],
  ['GET /api/properties/:id', `/api/properties/${firstId}`],
] as const

const rows: string[] = []
const fmt = (r: LoadResult) => `${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms`
for (const [name, url] of cases) {
  const res = await fetch(base + url)
  const body = Buffer.from(await res.arrayBuffer())
  const ours = await measure(base + url, { seconds: SECONDS, concurrency: CONCURRENCY })
  const bare = await bareServer(body, res.headers.get('content-type') ?? 'application/json')
  const baseline = await measure(bare.url, { seconds: SECONDS, concurrency: CONCURRENCY })
  await bare.close()
  const ratio = ours.rps / baseline.rps
  rows.push(`| ${name} | ${fmt(ours)} | ${fmt(baseline)} | ${ratio.toFixed(2)} | ${body.length} B |`)
  console.log(`${name}: ${fmt(ours)} vs bare ${fmt(baseline)} (ratio ${ratio.toFixed(2)})`)
}
await app.close()
fs.rmSync(dataDir, { recursive: true, force: true })

const report = [
  `## API (${LISTINGS} listings, SQLite, ${CONCURRENCY} connections, ${SECONDS} s each, ${os.cpus().length} cores, Node ${process.version})`,
  '',
  '| Request | This server | Bare Node server, same bytes | Ratio | Body |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n')
fs.mkdirSync('docs', { recursive: true })
fs.writeFileSync(
  'docs/performance.md',
  `# Performance\n\nLatest \`npm run bench\` run, ${new Date().toISOString().slice(0, 10)}.\n\n${report}`,
)
console.log('Wrote docs/performance.md')
