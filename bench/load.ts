import net from 'node:net'

// A small HTTP/1.1 load generator on raw keep-alive sockets (loopback only):
// each connection sends a GET, reads the whole answer (Content-Length or
// chunked) and sends the next, for a fixed time. It parses only what it must,
// so on a 2-core machine the client costs less than the servers it measures
// (node:http's client took more CPU than a bare server, which hid the
// difference between servers).

export interface LoadResult {
  requests: number
  rps: number
  p50: number
  p99: number
  /** The longest wait for one answer. */
  max: number
  /** Answers other than 200 and connections that failed. */
  errors: number
  /** Requests with no answer after `timeoutSeconds`. */
  timeouts: number
  /** Body bytes of the last answer, to check both servers sent the same amount. */
  bodyBytes: number
}

const CRLF2 = Buffer.from('\r\n\r\n')

/** Reads one HTTP answer after another from a socket's chunks. */
class AnswerReader {
  private head: Buffer[] = []
  private headLength = 0
  private inBody = false
  private status = 0
  private remaining = 0
  private chunked = false
  // Chunked framing: 'size' reads a hex line, 'data' a chunk, 'crlf' its line end, 'trailer' the closing lines.
  private state: 'size' | 'data' | 'crlf' | 'trailer' = 'size'
  private line = ''
  bodyBytes = 0

  constructor(private readonly onAnswer: (status: number, bodyBytes: number) => void) {}

  push(chunk: Buffer): void {
    let offset = 0
    while (offset < chunk.length) {
      if (!this.inBody) offset = this.readHead(chunk, offset)
      else offset = this.chunked ? this.readChunked(chunk, offset) : this.readFixed(chunk, offset)
    }
  }

  private readHead(chunk: Buffer, offset: number): number {
    this.head.push(offset === 0 ? chunk : chunk.subarray(offset))
    this.headLength += chunk.length - offset
    const all = this.head.length === 1 ? this.head[0] : Buffer.concat(this.head, this.headLength)
    const end = all.indexOf(CRLF2)
    if (end === -1) {
      this.head = [all]
      return chunk.length
    }
    const text = all.toString('latin1', 0, end).toLowerCase()
    this.status = Number(text.slice(9, 12))
    const length = /\r\ncontent-length:\s*(\d+)/.exec(text)
    this.chunked = /\r\ntransfer-encoding:[^\r]*chunked/.test(text)
    this.remaining = length ? Number(length[1]) : 0
    this.bodyBytes = this.chunked ? 0 : this.remaining
    this.state = 'size'
    this.line = ''
    this.inBody = true
    this.head = []
    this.headLength = 0
    const consumedOfChunk = chunk.length - (all.length - (end + 4))
    if (!this.chunked && this.remaining === 0) this.finish()
    return consumedOfChunk
  }

  private readFixed(chunk: Buffer, offset: number): number {
    const take = Math.min(this.remaining, chunk.length - offset)
    this.remaining -= take
    if (this.remaining === 0) this.finish()
    return offset + take
  }

  private readChunked(chunk: Buffer, offset: number): number {
    while (offset < chunk.length) {
      if (this.state === 'data') {
        const take = Math.min(this.remaining, chunk.length - offset)
        this.remaining -= take
        this.bodyBytes += take
        offset += take
        if (this.remaining === 0) this.state = 'crlf'
        continue
      }
      const byte = chunk[offset++]
      if (byte !== 10) {
        if (byte !== 13) this.line += String.fromCharCode(byte)
        continue
      }
      // A whole line was read.
      const line = this.line
      this.line = ''
      if (this.state === 'crlf') this.state = 'size'
      else if (this.state === 'size') {
        this.remaining = parseInt(line.split(';')[0], 16)
        this.state = this.remaining === 0 ? 'trailer' : 'data'
      } else if (line === '') {
        this.finish()
        return offset
      }
    }
    return offset
  }

  private finish(): void {
    this.inBody = false
    this.onAnswer(this.status, this.bodyBytes)
  }
}

/** Fires GET requests over `concurrency` keep-alive connections for `seconds` and reports throughput and latency. */
export async function measure(
  url: string,
  options: {
    seconds: number
    concurrency: number
    timeoutSeconds?: number
    /** Add campaign tags with a new value to every request (`?utm_source=…&fbclid=…`), as links shared with tracking do. */
    tagEach?: boolean
  },
): Promise<LoadResult> {
  const target = new URL(url)
  const port = Number(target.port)
  const requestFor = (path: string) => Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${target.host}\r\nAccept: */*\r\n\r\n`)
  const plain = requestFor(`${target.pathname}${target.search}`)
  let sent = 0
  const tagged = () => {
    sent++
    const value = `${process.pid.toString(36)}${sent.toString(36)}`
    return requestFor(`${target.pathname}${target.search ? `${target.search}&` : '?'}utm_source=bench${value}&fbclid=${value}`)
  }
  const latencies: number[] = []
  let errors = 0
  let timeouts = 0
  let bodyBytes = 0
  const started = performance.now()
  const deadline = started + options.seconds * 1000

  const connection = () =>
    new Promise<void>((resolve) => {
      let sentAt = 0
      const socket = net.connect({ host: target.hostname, port, noDelay: true })
      const send = () => {
        sentAt = performance.now()
        socket.write(options.tagEach ? tagged() : plain)
      }
      const reader = new AnswerReader((status, bytes) => {
        const now = performance.now()
        latencies.push(now - sentAt)
        if (status !== 200) errors++
        bodyBytes = bytes
        if (now < deadline) send()
        else socket.end()
      })
      socket.on('connect', send)
      socket.on('data', (chunk) => reader.push(chunk))
      socket.on('error', () => errors++)
      socket.on('close', () => resolve())
      // A request without an answer for this long counts as timed out, and a server that stops answering cannot keep the bench running.
      socket.setTimeout((options.timeoutSeconds ?? 10) * 1000, () => {
        timeouts++
        socket.destroy()
      })
    })

  await Promise.all(Array.from({ length: options.concurrency }, connection))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
    max: latencies.at(-1) ?? 0,
    errors,
    timeouts,
    bodyBytes,
  }
}
