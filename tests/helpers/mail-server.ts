import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  /** The Message-ID header, as the receiving system would use it to drop a repeat. */
  messageId: string
}

export interface MailServerOptions {
  /**
   * Runs when a message's data has arrived, before the server answers it; the
   * answer waits for it (a slow server, or one that stops answering). The
   * message counts as received either way, as a real mail server stores it
   * before it answers.
   */
  beforeReply?: (mail: ReceivedMail) => Promise<void> | void
  /** Runs when a client connects, before the greeting; the session waits for it (a server slow to answer). */
  beforeGreeting?: () => Promise<void> | void
  /** Refuses a recipient with an SMTP error code (a 5xx is final). */
  rejectRecipient?: (address: string) => number | undefined
}

export interface MailServerStats {
  active: number
  maxActive: number
  connections: number
  maxConnections: number
  totalConnections: number
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw.split(/\r?\n\r?\n/)[0])?.[1] ?? ''

/** A real SMTP server on a local port that can be stopped and started again (the outbox's retries meet it down and up). */
export function mailServer(options: MailServerOptions = {}) {
  const received: ReceivedMail[] = []
  const stats: MailServerStats = { active: 0, maxActive: 0, connections: 0, maxConnections: 0, totalConnections: 0 }
  let server: SMTPServer | null = null
  let refusing = false
  return {
    received,
    /** Messages being answered right now, and the most at once; connections open now, the most at once, and all opened. */
    stats,
    /** Listens on the port (0: a free one) and answers the port it got. */
    async start(port = 0): Promise<number> {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onConnect(_session, callback) {
          if (refusing) return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }))
          stats.connections++
          stats.totalConnections++
          stats.maxConnections = Math.max(stats.maxConnections, stats.connections)
          void Promise.resolve(options.beforeGreeting?.()).then(() => callback())
        },
        onClose() {
          stats.connections--
        },
        onRcptTo(address, _session, callback) {
          const code = options.rejectRecipient?.(address.address)
          if (!code) return callback()
          callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: code }))
        },
        onData(stream, session, callback) {
          let raw = ''
          stats.active++
          stats.maxActive = Math.max(stats.maxActive, stats.active)
          stream.on('data', (c: Buffer) => (raw += c.toString()))
          stream.on('end', () => {
            const mail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              messageId: messageIdOf(raw),
            }
            received.push(mail)
            void Promise.resolve(options.beforeReply?.(mail)).finally(() => {
              stats.active--
              callback()
            })
          })
        },
      })
      await new Promise<void>((resolve, reject) => {
        server!.server.once('error', reject)
        server!.listen(port, '127.0.0.1', () => resolve())
      })
      const address = server.server.address()
      return typeof address === 'object' && address ? address.port : port
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    /**
     * Down for a while, keeping its port (closing it would let another test's server take the port before it comes
     * back): every connection is answered "421 try again later" and closed, as a mail server that cannot take mail
     * now answers. `up` takes mail again.
     */
    down: () => void (refusing = true),
    up: () => void (refusing = false),
  }
}

/** A mail server already listening on a free port. */
export async function startMailServer(
  options: MailServerOptions = {},
): Promise<{ received: ReceivedMail[]; stats: MailServerStats; port: number; stop(): Promise<void> }> {
  const smtp = mailServer(options)
  const port = await smtp.start()
  return { received: smtp.received, stats: smtp.stats, port, stop: smtp.stop }
}
