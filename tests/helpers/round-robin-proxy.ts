import http from 'node:http'
import { pipeline } from 'node:stream'
import type { AddressInfo } from 'node:net'

// A small reverse proxy in front of several app servers, as nginx or Caddy would be (docs/production.md): requests go
// to the servers in turn, each with the client's address added to X-Forwarded-For; a server that refuses or drops
// the connection before it answers is marked down for a while and an idempotent request (GET, HEAD) is sent to the
// next one, as nginx's `proxy_next_upstream error` does. A POST is not sent twice: its client gets 502.

const RETRIED = new Set(['GET', 'HEAD'])
const DOWN_MS = 10_000

export interface RoundRobinProxy {
  url: string
  /** Requests each upstream answered, by its URL. */
  answered: Map<string, number>
  /** Requests the proxy sent again to another upstream after one failed. */
  retries: number
  close(): Promise<void>
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const downUntil = new Map<string, number>()
  const answered = new Map<string, number>(upstreams.map((u) => [u, 0]))
  let next = 0
  let retries = 0

  /** The upstreams in the order to try them for one request: the next in turn first, those marked down last. */
  function order(): string[] {
    const start = next++ % upstreams.length
    const turn = upstreams.map((_, i) => upstreams[(start + i) % upstreams.length])
    const now = Date.now()
    return [...turn.filter((u) => (downUntil.get(u) ?? 0) <= now), ...turn.filter((u) => (downUntil.get(u) ?? 0) > now)]
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' }
    const candidates = order()
    for (const [i, upstream] of candidates.entries()) {
      try {
        const answer = await send(upstream, req.method ?? 'GET', req.url ?? '/', headers, body)
        answered.set(upstream, (answered.get(upstream) ?? 0) + 1)
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        // An upstream that dies halfway through its answer ends the client's too, as it would behind nginx.
        pipeline(answer, res, () => {})
        return
      } catch {
        downUntil.set(upstream, Date.now() + DOWN_MS)
        if (!RETRIED.has(req.method ?? '') || i === candidates.length - 1) break
        retries++
      }
    }
    res.writeHead(502, { 'content-type': 'text/plain' }).end('No app server answered')
  })

  function send(upstream: string, method: string, path: string, headers: http.IncomingHttpHeaders, body: Buffer) {
    return new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(`${upstream}${path}`, { method, headers, agent }, resolve)
      request.on('error', reject)
      request.end(body)
    })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    answered,
    get retries() {
      return retries
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
    },
  }
}
