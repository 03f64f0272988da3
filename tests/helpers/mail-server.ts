import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on a local port that can be stopped and started again (the outbox's retries meet it down and up). */
export function mailServer() {
  const received: ReceivedMail[] = []
  let server: SMTPServer | null = null
  return {
    received,
    /** Listens on the port (0: a free one) and answers the port it got. */
    async start(port = 0): Promise<number> {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          let raw = ''
          stream.on('data', (c: Buffer) => (raw += c.toString()))
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
            })
            callback()
          })
        },
      })
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', () => resolve()))
      const address = server.server.address()
      return typeof address === 'object' && address ? address.port : port
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
}

/** A mail server already listening on a free port. */
export async function startMailServer(): Promise<{ received: ReceivedMail[]; port: number; stop(): Promise<void> }> {
  const smtp = mailServer()
  const port = await smtp.start()
  return { received: smtp.received, port, stop: smtp.stop }
}
