import fs from 'node:fs'
import http from 'node:http'

// The baseline of `npm run bench`: a bare node:http server that answers each
// recorded path with the status, headers and body bytes the app answered.
// Started as its own process, like the app, so both get a core of their own.

export interface RecordedAnswer {
  path: string
  status: number
  headers: Array<[string, string]>
  /** base64 */
  body: string
}

const answers = new Map(
  (JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as RecordedAnswer[]).map((a) => [
    a.path,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') },
  ]),
)

/** The address without the campaign tags the load generator adds (`tagEach`), which the app leaves out of its page cache key too. */
const untagged = (url: string) => url.replace(/[?&](utm_source|fbclid)=[^&]*/g, '').replace(/^([^?]*)&/, '$1?')

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '') ?? answers.get(untagged(req.url ?? ''))
  if (!answer) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(answer.status, [...answer.headers.flat(), 'content-length', String(answer.body.length)])
  res.end(answer.body)
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 })
})
process.on('disconnect', () => server.close(() => process.exit(0)))
