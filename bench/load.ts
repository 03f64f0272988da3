import http from 'node:http'

export interface LoadResult {
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
}

/** Fires GET requests with a fixed concurrency for a fixed time (loopback only) and reports throughput and latency. */
export async function measure(url: string, options: { seconds: number; concurrency: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency })
  const latencies: number[] = []
  let errors = 0
  const deadline = performance.now() + options.seconds * 1000
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now()
      http
        .get(url, { agent }, (res) => {
          res.resume()
          res.on('end', () => {
            if (res.statusCode !== 200) errors++
            latencies.push(performance.now() - start)
            resolve()
          })
        })
        .on('error', () => {
          errors++
          resolve()
        })
    })
  const started = performance.now()
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) await once()
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0
  return { requests: latencies.length, rps: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99), errors }
}

/** A bare Node server answering the same bytes: the baseline the ratio is taken against. */
export async function bareServer(body: Buffer, contentType: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
