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
  // Under Vitest the process logs as in production, and what it writes also goes to the run's log file, which the
  // global teardown checks for tokens (tests/helpers/test-log.ts; imported only there, as it needs Vitest).
  const testLog = process.env.VITEST ? await import('./test-log.ts') : undefined
  const child = fork(ENTRY, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: testLog?.TEST_LOG_LEVEL ?? 'warn',
      ADMIN_PASSWORD: 'test-password-123',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let output = ''
  // The last 50,000 characters: a long run's log must not fill the memory.
  // Whole lines to the run's log (a line cut between two chunks would hide what it holds).
  let partial = ''
  const keep = (c: Buffer) => {
    output = (output + c.toString()).slice(-50_000)
    if (!testLog) return
    const lines = (partial + c.toString()).split('\n')
    partial = lines.pop()!
    if (lines.length > 0) testLog.writeTestLog(lines.join('\n'))
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      if (partial) testLog?.writeTestLog(partial)
      partial = ''
      resolve()
    }),
  )
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
