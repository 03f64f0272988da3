import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeGeocoder {
  url: string
  /** Every request received: its query parameters and User-Agent. */
  requests: Array<{ path: string; params: URLSearchParams; userAgent: string }>
  close(): Promise<void>
}

/**
 * A stand-in for a Nominatim server on a free local port: `answer` gets the
 * request's query parameters and returns the JSON body (or a status to fail with,
 * or 'hang' to never answer).
 */
export async function startFakeGeocoder(answer: (params: URLSearchParams) => unknown): Promise<FakeGeocoder> {
  const requests: FakeGeocoder['requests'] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    requests.push({ path: url.pathname, params: url.searchParams, userAgent: req.headers['user-agent'] ?? '' })
    const body = answer(url.searchParams)
    if (body === 'hang') return
    if (typeof body === 'number') {
      res.writeHead(body).end()
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A jsonv2 result with address details, as Nominatim sends it. */
export function nominatimResult(
  name: string,
  addresstype: string,
  lat: number,
  lon: number,
  address: Record<string, string> = {},
): Record<string, unknown> {
  return {
    place_id: Math.floor(Math.random() * 1e6),
    lat: String(lat),
    lon: String(lon),
    category: 'place',
    type: addresstype,
    addresstype,
    name,
    display_name: [name, address.city, address.state, 'United States'].filter(Boolean).join(', '),
    address: { 'ISO3166-2-lvl4': 'US-NE', state: 'Nebraska', country: 'United States', country_code: 'us', ...address },
  }
}
