import path from 'node:path'
import { fork, type ChildProcess } from 'node:child_process'

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** What the process wrote, for the message of a failing test. */
  output(): string
  /** Ends the process at once, as a crash or a power cut would (no shutdown code runs). */
  kill(): Promise<void>
}

const ENTRY = path.resolve(import.meta.dirname, 'serve.ts')

/** Starts tests/helpers/serve.ts as its own process with `env` (on top of PATH) and waits until it listens. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = fork(ENTRY, [], {
    execArgv: ['--import', 'tsx'],
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'test-password-123', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let output = ''
  // The last 50,000 characters: a long run's log must not fill the memory.
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-50_000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs)
    child.once('message', (m: { port: number }) => {
      clearTimeout(timer)
      resolve(m.port)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

/** Stops every server a test started (a cleanup step). */
export async function killAll(servers: ServerProcess[]): Promise<void> {
  for (const s of servers) await s.kill()
}
