/** The decoded body of one MIME entity (a whole single-part mail, or one part), quoted-printable or base64. */
function decodedBody(entity: string): { head: string; body: string } {
  const [head, ...rest] = entity.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n').replace(/\r\n/g, '\n')
  if (/^Content-Transfer-Encoding:\s*base64/im.test(head))
    return { head, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') }
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head)) return { head, body }
  const parts = body.replace(/=\r?\n/g, '').split(/=([0-9A-F]{2})/i)
  // split keeps the captured hex pairs at odd positions.
  return {
    head,
    body: Buffer.concat(parts.map((p, i) => (i % 2 ? Buffer.from([parseInt(p, 16)]) : Buffer.from(p, 'utf8')))).toString('utf8'),
  }
}

/** Each leaf part of a raw mail (multipart bodies opened, nested ones too), with its headers and decoded body. */
export function mailParts(raw: string): Array<{ head: string; body: string }> {
  const [head] = raw.split(/\r?\n\r?\n/)
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1]
  if (!/^Content-Type:\s*multipart\//im.test(head) || !boundary) return [decodedBody(raw)]
  const inner = raw.slice(head.length).split(`--${boundary}`).slice(1, -1)
  return inner.flatMap((part) => mailParts(part.replace(/^\r?\n/, '')))
}

/** The text body of a raw mail, decoded, for assertions on what the reader sees (the text/plain part of a multipart mail). */
export function mailText(raw: string): string {
  const parts = mailParts(raw)
  return (parts.find((p) => /^Content-Type:\s*text\/plain/im.test(p.head)) ?? parts[0]).body
}

/** A raw mail's calendar invitation (its text/calendar part) and the METHOD its type names; undefined without one. */
export function mailCalendar(raw: string): { ics: string; method: string } | undefined {
  const part = mailParts(raw).find((p) => /^Content-Type:\s*text\/calendar/im.test(p.head))
  if (!part) return undefined
  return { ics: part.body.replace(/\r?\n/g, '\r\n'), method: /method=(\w+)/i.exec(part.head)?.[1] ?? '' }
}
