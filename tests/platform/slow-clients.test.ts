import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'

// Connections that send their headers and then stall, or send
// nothing, are closed by the server's timeouts; one address cannot hold more
// than its share of connections.

let t: TestApp
let port = 0

beforeAll(async () => {
  t = await createTestApp({
    config: { timeouts: { requestMs: 1500, headersMs: 800, keepAliveMs: 500 }, maxConnectionsPerClient: 5 },
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as net.AddressInfo).port
})
afterAll(() => t.close())

/** A raw connection that records what the server sent and when it closed. */
function connect() {
  const socket = net.connect(port, '127.0.0.1')
  const state = { received: '', closed: false, closedAt: 0 }
  socket.on('data', (c: Buffer) => (state.received += c.toString()))
  socket.on('error', () => undefined)
  socket.on('close', () => Object.assign(state, { closed: true, closedAt: Date.now() }))
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return { socket, state, opened }
}

describe('slow clients', () => {
  it('closes connections that send headers and then stall their body', async () => {
    const started = Date.now()
    const stalled = Array.from({ length: 4 }, () => connect())
    await Promise.all(stalled.map((c) => c.opened))
    for (const { socket } of stalled) {
      socket.write(
        'POST /api/contact/agent HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"clientName":',
      )
    }
    await expect.poll(() => stalled.every((c) => c.state.closed), { timeout: 10_000, interval: 100 }).toBe(true)
    // Closed by the request timeout (1.5 s here), not by the test giving up.
    expect(Math.max(...stalled.map((c) => c.state.closedAt)) - started).toBeLessThan(8_000)
    expect(stalled[0].state.received).toMatch(/^HTTP\/1\.1 408/)
  })

  it('closes connections that never finish their headers', async () => {
    const slow = connect()
    await slow.opened
    slow.socket.write('GET /api/content HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    await expect.poll(() => slow.state.closed, { timeout: 10_000, interval: 100 }).toBe(true)
  })

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const idle = connect()
    await idle.opened
    idle.socket.write('GET /api/nothing-here HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await expect.poll(() => idle.state.received.includes('404'), { timeout: 5_000 }).toBe(true)
    await expect.poll(() => idle.state.closed, { timeout: 10_000, interval: 100 }).toBe(true)
  })

  it('refuses connections from one address beyond the limit and takes new ones once some close', async () => {
    const held = Array.from({ length: 8 }, () => connect())
    await Promise.all(held.map((c) => c.opened))
    await expect.poll(() => held.filter((c) => c.state.closed).length, { timeout: 5_000 }).toBe(3)
    for (const c of held) c.socket.destroy()
    await expect.poll(() => held.every((c) => c.state.closed)).toBe(true)
    const again = await fetch(`http://127.0.0.1:${port}/api/nothing-here`)
    expect(again.status).toBe(404)
  })
})
