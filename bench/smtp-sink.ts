import { SMTPServer } from 'smtp-server'

// A local SMTP server in its own process for `npm run bench:outbox` (bench/outbox-drain.ts), so the sender
// and the receiver do not share one thread. It keeps each message's Message-ID and counts connections;
// it tells its parent its port, and the Message-IDs and counts when asked.

const messageIds: string[] = []
const stats = { connections: 0, maxConnections: 0, totalConnections: 0 }
const messageIdOf = (head: string) => /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? ''

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 1024 * 1024,
  onConnect(_session, callback) {
    stats.connections++
    stats.totalConnections++
    stats.maxConnections = Math.max(stats.maxConnections, stats.connections)
    callback()
  },
  onClose() {
    stats.connections--
  },
  onData(stream, _session, callback) {
    let raw = ''
    stream.on('data', (c: Buffer) => (raw += c.toString()))
    stream.on('end', () => {
      messageIds.push(messageIdOf(raw.split(/\r?\n\r?\n/)[0]))
      callback()
    })
  },
})

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address()
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 })
})

process.on('message', (m: { report?: boolean }) => {
  if (m.report) process.send?.({ messageIds, stats })
})
process.on('disconnect', () => process.exit(0))
