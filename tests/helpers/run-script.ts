import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export interface ScriptRun {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs one of the project's TypeScript commands as an operator would (`npm run admin`, `backup`…): a child process with only PATH and NODE_ENV=test besides `env`, fed `stdin`. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv = {}, stdin = ''): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    child.stdin.end(stdin)
  })
}
