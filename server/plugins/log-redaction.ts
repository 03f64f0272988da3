// Private links carry their key in the address (/application-status?token=, /unsubscribe?token=,
// /confirm-subscription?token=, a staff preview's ?preview=, and their .data requests), and an agent's calendar feed
// in its path (/api/showings/feed/<secret>.ics): whoever reads the log must not be able to open them.
// The request line is logged with the key's value replaced. Headers are not logged (the Referer repeats the address a
// visitor came from, the Authorization header holds a staff session).

/** Query parameters whose value opens something private. */
const SECRET_PARAMS = /([?&](?:token|confirm_token|unsubscribe_token|status_token|preview)=)[^&#]*/gi

/** Paths whose last part is the key (calendar programs cannot send one in a query they keep). */
const SECRET_PATHS = /(\/api\/showings\/feed\/)[^/?#]+/gi

/** The address with the value of every secret parameter replaced by "[redacted]". */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_PATHS, '$1[redacted]')
}

/** What the request line shows of a request (any Fastify server's request has it). */
interface LoggedRequest {
  method: string
  url: string
  headers?: Record<string, string | string[] | undefined>
  host: string
  ip: string
  socket?: { remotePort?: number }
}

/** Fastify's own request serializer (method, url, version, host, client), with the address redacted. */
export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      version: [request.headers?.['accept-version']].flat()[0],
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket ? request.socket.remotePort : undefined,
    }
  },
}
