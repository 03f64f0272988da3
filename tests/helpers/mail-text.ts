/** The text body of a raw single-part mail, quoted-printable or base64 decoded, for assertions on what the reader sees. */
export function mailText(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n').replace(/\r\n/g, '\n')
  if (/^Content-Transfer-Encoding:\s*base64/im.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head)) return body
  const parts = body.replace(/=\r?\n/g, '').split(/=([0-9A-F]{2})/i)
  // split keeps the captured hex pairs at odd positions.
  return Buffer.concat(parts.map((p, i) => (i % 2 ? Buffer.from([parseInt(p, 16)]) : Buffer.from(p, 'utf8')))).toString('utf8')
}
