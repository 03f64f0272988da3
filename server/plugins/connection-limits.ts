import net from 'node:net'
import type http from 'node:http'
import type { Config, TrustProxy } from '#server/config.ts'

/**
 * Node's own timeouts for slow clients (REQUEST_TIMEOUT_SECONDS, HEADERS_TIMEOUT_SECONDS,
 * KEEP_ALIVE_TIMEOUT_SECONDS), as Fastify options: a connection that sends its headers
 * and then stalls its body is answered 408 and closed. Node checks these on an interval
 * (30 s by default), tightened here so a timeout ends close to when it is due.
 */
export function serverTimeoutOptions({ requestMs, headersMs, keepAliveMs }: Config['timeouts']) {
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    // A socket with nothing moving for twice a request's time is dropped too (a client that stops
    // reading); later than the request timeout, so a stalled request is first answered 408.
    connectionTimeout: 2 * requestMs,
    http: {
      headersTimeout: Math.min(headersMs, requestMs),
      connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(Math.min(headersMs, requestMs) / 4))),
    },
  }
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "the first n hops are proxies". */
export function fastifyTrustProxy(trustProxy: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy
}

/**
 * At most `max` open connections from one client address: further ones are
 * closed at once. Trusted proxies (TRUST_PROXY) speak for many clients, so
 * their connections are not counted; their clients are limited by the proxy.
 */
export function limitConnectionsPerClient(server: http.Server, { max, trustProxy }: { max: number; trustProxy: TrustProxy }): void {
  if (max <= 0 || trustProxy === true || typeof trustProxy === 'number') return
  const proxies = trustedProxies(trustProxy)
  const open = new Map<string, number>()
  server.on('connection', (socket: net.Socket) => {
    const address = socket.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    if (!address || proxies.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4')) return
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}

function trustedProxies(trustProxy: false | string[]): net.BlockList {
  const list = new net.BlockList()
  for (const entry of trustProxy || []) {
    const [address, bits] = entry.split('/')
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return list
}
