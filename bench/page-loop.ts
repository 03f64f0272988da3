import http from 'node:http'

// The page clients of `npm run bench:uploads` (bench/upload-memory.ts), in
// their own process so the uploads the parent sends do not slow the clock:
// `connections` keep-alive loops request the given paths in turn until the
// parent says stop, then report the latencies' p50, p99 and max.

export interface PageLoopPlan {
  url: string
  paths: string[]
  connections: number
}

export interface PageLoopResult {
  requests: number
  errors: number
  p50: number
  p99: number
  max: number
}

const plan = JSON.parse(process.argv[2]) as PageLoopPlan
const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections })
const latencies: number[] = []
let errors = 0
let stopping = false

async function loop(offset: number) {
  for (let i = offset; !stopping; i++) {
    const path = plan.paths[i % plan.paths.length]
    const t0 = performance.now()
    const status = await new Promise<number>((resolve) => {
      const req = http.get(plan.url + path, { agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      })
      req.setTimeout(30_000, () => req.destroy())
      req.on('error', () => resolve(0))
    })
    latencies.push(performance.now() - t0)
    if (status !== 200) errors++
  }
}

process.send!({ ready: true })
await new Promise((resolve) => process.once('message', resolve))
const loops = Array.from({ length: plan.connections }, (_, i) => loop(i))
await new Promise((resolve) => process.once('message', resolve))
stopping = true
await Promise.all(loops)
latencies.sort((a, b) => a - b)
const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
const result: PageLoopResult = { requests: latencies.length, errors, p50: at(0.5), p99: at(0.99), max: Math.round(latencies.at(-1) ?? 0) }
process.send!(result, () => process.exit(0))
