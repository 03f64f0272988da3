import readline from 'node:readline'

/**
 * Asks for a secret on the terminal without echoing it; when stdin is not a
 * terminal (a pipe, a test) reads the next line instead.
 */
export function promptSecret(question: string, input: NodeJS.ReadStream = process.stdin, lines = lineReader(input)): Promise<string> {
  if (!input.isTTY) {
    process.stderr.write(question)
    return lines()
  }
  return new Promise((resolve, reject) => {
    process.stderr.write(question)
    let value = ''
    input.setRawMode(true)
    input.resume()
    input.setEncoding('utf8')
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          done()
          process.stderr.write('\n')
          return resolve(value)
        }
        if (ch === '\u0003') {
          done()
          return reject(new Error('Cancelled'))
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1)
        else value += ch
      }
    }
    const done = () => {
      input.off('data', onData)
      input.setRawMode(false)
      input.pause()
    }
    input.on('data', onData)
  })
}

let shared: (() => Promise<string>) | undefined
/** One line reader per process over a piped stdin, so several prompts read successive lines. */
export function lineReader(input: NodeJS.ReadStream): () => Promise<string> {
  if (shared) return shared
  const rl = readline.createInterface({ input, terminal: false })
  const queue: string[] = []
  const waiting: Array<(line: string) => void> = []
  rl.on('line', (line) => {
    const next = waiting.shift()
    if (next) next(line)
    else queue.push(line)
  })
  rl.on('close', () => {
    for (const w of waiting.splice(0)) w('')
  })
  shared = () => {
    const line = queue.shift()
    if (line !== undefined) return Promise.resolve(line)
    return new Promise((resolve) => waiting.push(resolve))
  }
  return shared
}
