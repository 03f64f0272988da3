import fs from 'node:fs'
import path from 'node:path'

// What no log line may hold (server/plugins/log-redaction.ts keeps them out of request lines): the value of a
// private link's key (`token=`, `confirm_token=` … other than "[redacted]"), an Authorization header's bearer
// token, and anything shaped like the tokens themselves: 64 hex digits (unsubscribe, confirmation and
// application-status keys) or 43 base64url characters mixing digits and both cases (a staff session).

const PATTERNS: Array<[string, RegExp]> = [
  ['a token= value', /[a-z_]*token=(?!\[redacted\])[^&\s"'#\\]+/gi],
  ['a "token" field', /"[a-z_]*token"\s*:\s*"(?!\[redacted\])[^"]+"/gi],
  ['a bearer token', /bearer\s+(?!\[redacted\])[A-Za-z0-9._~+/=-]{8,}/gi],
  ['64 hex digits', /(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/gi],
  ['a session token', /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g],
]

const looksRandom = (s: string) => /\d/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s)

/** What in `line` looks like a token, by the name of its pattern; empty when nothing does. */
export function secretsIn(line: string): string[] {
  const found: string[] = []
  for (const [name, pattern] of PATTERNS) {
    for (const match of line.matchAll(pattern)) {
      if (name === 'a session token' && !looksRandom(match[0])) continue
      found.push(name)
      break
    }
  }
  return found
}

/** Every line of the log files in `dir` that holds a token, as "file:line: what: text". */
export function linesWithSecrets(dir: string): { lines: number; offending: string[] } {
  let lines = 0
  const offending: string[] = []
  if (!fs.existsSync(dir)) return { lines, offending }
  for (const file of fs.readdirSync(dir).sort()) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8')
    for (const [i, line] of text.split('\n').entries()) {
      if (!line) continue
      lines++
      const found = secretsIn(line)
      if (found.length > 0) offending.push(`${file}:${i + 1}: ${found.join(', ')}: ${line.slice(0, 1000)}`)
    }
  }
  return { lines, offending }
}
