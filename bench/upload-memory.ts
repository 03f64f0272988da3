import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fork } from 'node:child_process'
import sharp from 'sharp'
import { seedScratchDatabase } from './seed.ts'
import { ensureProductionBuild, writeSection } from './report.ts'
import type { PageLoopPlan, PageLoopResult } from './page-loop.ts'
import { startServerProcess } from '#tests/helpers/server-process.ts'
import { bidderAnswers } from '#tests/helpers/bidder-answers.ts'

// `npm run bench:uploads` (docs/performance.md, "Upload memory run"): the
// production server in its own process receives ten preferred-bidder
// applications at once, each with eleven 6000 x 6000 photos (36 million
// pixels, under the 40 million limit), while a page loop in another process
// requests cached pages; the server's resident memory (VmRSS and VmHWM in
// /proc/<pid>/status) is sampled before, during and after. Then one
// application with a 7000 x 7000 photo must be refused with 413. The figures
// go to docs/performance.md beside the ceilings; the script fails when one is
// passed.

const ROOT = path.resolve(import.meta.dirname, '..')
const env = process.env
const APPLICATIONS = Number(env.UPLOAD_APPLICATIONS ?? 10)
const PHOTOS = 11
const SIDE = 6000
const SETTLE_SECONDS = Number(env.UPLOAD_SETTLE_SECONDS ?? 20)
const IMAGE_CONCURRENCY = env.IMAGE_CONCURRENCY ?? '1'
/** The ceilings the run is held to. */
const CEILINGS = {
  peakMb: Number(env.UPLOAD_PEAK_CEILING_MB ?? 600),
  settledGrowthMb: Number(env.UPLOAD_SETTLED_CEILING_MB ?? 100),
  pageP99Ms: Number(env.UPLOAD_PAGE_P99_CEILING_MS ?? 100),
}
const PAGES = ['/', '/properties']
const log = (line: string) => console.log(line)
const MB = 1024 * 1024

export const UPLOADS_START = '<!-- uploads:results:start (written by `npm run bench:uploads`) -->'
export const UPLOADS_END = '<!-- uploads:results:end -->'

/** Smooth, photo-like 6000 x 6000 JPEGs (each different), made once and kept in the system's temporary folder. */
async function photos(): Promise<{ files: Buffer[]; huge: Buffer }> {
  const dir = path.join(os.tmpdir(), 'upload-bench-photos-v1')
  fs.mkdirSync(dir, { recursive: true })
  const make = async (name: string, side: number, seed: number) => {
    const file = path.join(dir, name)
    if (fs.existsSync(file)) return fs.readFileSync(file)
    const cells = 48
    const noise = Buffer.alloc(cells * cells * 3)
    let x = seed * 2654435761
    for (let i = 0; i < noise.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0
      noise[i] = x >>> 24
    }
    const data = await sharp(noise, { raw: { width: cells, height: cells, channels: 3 } })
      .resize(side, side, { kernel: 'cubic' })
      .jpeg({ quality: 85 })
      .toBuffer()
    fs.writeFileSync(file, data)
    return data
  }
  const files: Buffer[] = []
  for (let i = 0; i < PHOTOS; i++) files.push(await make(`photo-${i}.jpg`, SIDE, i + 1))
  return { files, huge: await make('huge-7000.jpg', 7000, 99) }
}

/** A complete application's answers, as the form sends them, one company per application. */
const answers = (n: number): Record<string, string> =>
  bidderAnswers({ companyName: `Upload Crew ${n}`, email: `crew-${n}@example.com`, bondingStatus: 'no', bondingDetails: '' })

function application(n: number, files: Array<[field: string, data: Buffer, name: string]>): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(answers(n))) form.append(k, v)
  for (const [field, data, name] of files) form.append(field, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name)
  return form
}

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0)
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function startPageLoop(plan: PageLoopPlan): Promise<{ stop(): Promise<PageLoopResult> }> {
  const child = fork(path.join(ROOT, 'bench/page-loop.ts'), [JSON.stringify(plan)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const message = () =>
    new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve)
      child.once('exit', (code) => reject(new Error(`page loop exited with ${code} before reporting`)))
    })
  await message()
  child.send('go')
  return {
    async stop() {
      const result = message()
      child.send('stop')
      return (await result) as PageLoopResult
    },
  }
}

interface UploadRun {
  startedAt: Date
  loadAtStart: number[]
  photoBytes: number
  startMb: number
  peakMb: number
  hwmMb: number
  settledMb: number
  seconds: number
  statuses: Record<string, number>
  pages: PageLoopResult
  refusal: { status: number; message: string }
}

function markdown(r: UploadRun): string {
  const cpu = os.cpus()
  const mark = (ok: boolean) => (ok ? '✓' : '✗')
  const growth = r.settledMb - r.startMb
  return [
    `Run ${r.startedAt.toISOString().replace(/\.\d+Z$/, 'Z')} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, sharp ${sharp.versions.sharp}; load average at start ` +
      `${r.loadAtStart.map((l) => l.toFixed(2)).join(' / ')}. IMAGE_CONCURRENCY ${IMAGE_CONCURRENCY}; ${APPLICATIONS} applications at once, ` +
      `each with ${PHOTOS} photos of ${SIDE} × ${SIDE} pixels (${(r.photoBytes / MB).toFixed(1)} MB of JPEG an application).`,
    '',
    '| Figure | Measured | Ceiling |',
    '| --- | --- | --- |',
    `| Server memory before (VmRSS) | ${r.startMb.toFixed(0)} MB | |`,
    `| Peak during the run (VmRSS sampled every 50 ms; VmHWM) | ${r.peakMb.toFixed(0)} MB; ${r.hwmMb.toFixed(0)} MB | ${CEILINGS.peakMb} MB ${mark(Math.max(r.peakMb, r.hwmMb) <= CEILINGS.peakMb)} |`,
    `| Settled, ${SETTLE_SECONDS} s after the last answer | ${r.settledMb.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB) | start + ${CEILINGS.settledGrowthMb} MB ${mark(growth <= CEILINGS.settledGrowthMb)} |`,
    `| All ${APPLICATIONS} applications answered | ${r.seconds.toFixed(1)} s (${Object.entries(r.statuses)
      .map(([s, n]) => `${n}× ${s}`)
      .join(', ')}) | all 200 ${mark(r.statuses['200'] === APPLICATIONS)} |`,
    `| Cached pages meanwhile (${PAGES.join(', ')}, 2 connections) | p50 ${r.pages.p50} ms, p99 ${r.pages.p99} ms, max ${r.pages.max} ms; ${r.pages.requests} requests, ${r.pages.errors} errors | p99 ${CEILINGS.pageP99Ms} ms ${mark(r.pages.p99 <= CEILINGS.pageP99Ms && r.pages.errors === 0)} |`,
    `| A 7000 × 7000 photo | ${r.refusal.status}: "${r.refusal.message}" | 413 ${mark(r.refusal.status === 413)} |`,
    '',
  ].join('\n')
}

const writeResults = (r: UploadRun) =>
  writeSection(
    path.join(ROOT, 'docs/performance.md'),
    { start: UPLOADS_START, end: UPLOADS_END, heading: 'Upload memory run' },
    markdown(r),
  )

async function main(): Promise<void> {
  const startedAt = new Date()
  const loadAtStart = os.loadavg()
  log('Production build (built only when sources changed)...')
  ensureProductionBuild(ROOT, env)
  log(`Photos: ${PHOTOS} of ${SIDE} x ${SIDE} and one of 7000 x 7000 (made once, kept in ${os.tmpdir()})...`)
  const { files, huge } = await photos()
  const photoBytes = files.reduce((n, f) => n + f.length, 0)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'))
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined
  try {
    log(`Seeding the demo business in ${dataDir}...`)
    await seedScratchDatabase({ dataDir, listings: 200 })
    server = await startServerProcess({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://127.0.0.1',
      GEOCODER_URL: '',
      IMAGE_CONCURRENCY,
      MAX_CONNECTIONS_PER_CLIENT: '0',
      FORM_RATE_LIMIT_MAX: '1000',
      SERVE_WEB: '1',
      SERVE_RATE_LIMIT: '1000000000',
    })
    const pid = server.child.pid!
    for (const p of PAGES) {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(server.url + p)
        if (res.status !== 200) throw new Error(`${p} answered ${res.status}`)
        await res.arrayBuffer()
      }
    }
    const before: number[] = []
    for (let i = 0; i < 20; i++) {
      before.push(memoryOf(pid).rss)
      await sleep(100)
    }
    const startMb = median(before)
    log(`Server ${server.url} (pid ${pid}) at ${startMb.toFixed(0)} MB; sending ${APPLICATIONS} applications at once...`)

    let peakMb = startMb
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, memoryOf(pid).rss)
    }, 50)
    const pages = await startPageLoop({ url: server.url, paths: PAGES, connections: 2 })
    const t0 = performance.now()
    const statuses: Record<string, number> = {}
    await Promise.all(
      Array.from({ length: APPLICATIONS }, async (_, n) => {
        const body = application(n, [
          ['insuranceCOI', files[0], `coi-${n}.jpg`],
          ...files.slice(1).map((f, i): [string, Buffer, string] => ['projectFiles', f, `site-${n}-${i}.jpg`]),
        ])
        const res = await fetch(`${server!.url}/api/preferred-bidders`, { method: 'POST', body })
        const text = await res.text()
        statuses[res.status] = (statuses[res.status] ?? 0) + 1
        if (res.status !== 200) log(`Application ${n}: ${res.status} ${text}`)
      }),
    )
    const seconds = (performance.now() - t0) / 1000
    const pageResult = await pages.stop()
    log(`Answered in ${seconds.toFixed(1)} s; peak ${peakMb.toFixed(0)} MB; pages p99 ${pageResult.p99} ms`)
    const hwmMb = memoryOf(pid).hwm
    await sleep(SETTLE_SECONDS * 1000)
    clearInterval(sampler)
    const after: number[] = []
    for (let i = 0; i < 20; i++) {
      after.push(memoryOf(pid).rss)
      await sleep(100)
    }
    const settledMb = median(after)

    const refused = await fetch(`${server.url}/api/preferred-bidders`, {
      method: 'POST',
      body: application(99, [
        ['insuranceCOI', files[0], 'coi.jpg'],
        ['projectFiles', huge, 'roof-drone.jpg'],
      ]),
    })
    const refusal = { status: refused.status, message: ((await refused.json()) as { message: string }).message }
    log(`7000 x 7000: ${refusal.status} ${refusal.message}`)

    const run: UploadRun = {
      startedAt,
      loadAtStart,
      photoBytes,
      startMb,
      peakMb,
      hwmMb,
      settledMb,
      seconds,
      statuses,
      pages: pageResult,
      refusal,
    }
    log(markdown(run))
    await writeResults(run)
    const failed =
      Math.max(peakMb, hwmMb) > CEILINGS.peakMb ||
      settledMb - startMb > CEILINGS.settledGrowthMb ||
      pageResult.p99 > CEILINGS.pageP99Ms ||
      pageResult.errors > 0 ||
      statuses['200'] !== APPLICATIONS ||
      refusal.status !== 413
    if (failed) process.exitCode = 1
  } finally {
    await server?.kill()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
