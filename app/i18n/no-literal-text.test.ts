import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The suite's own check that no word of the public interface is written in the code (docs/decisions/0166-spanish-site-
// foundation.md): the project's lint configuration (eslint.config.js) run over every public file, keeping only the
// translation rule's findings. A file the rule skips is named in that configuration, where a reader sees it.

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('the public interface', () => {
  it('writes no word of the interface in the code: every text is in the translation files', async () => {
    const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === 'i18next/no-literal-string' })
    const results = await eslint.lintFiles(['app/**/*.tsx'])
    const findings = results.flatMap((result) =>
      result.messages.map((message) => `${path.relative(ROOT, result.filePath)}:${message.line}: ${message.message}`),
    )
    expect(findings).toEqual([])
    // The rule is on: the public files were read under it (the portal's stay English, docs/decisions/0166).
    const config = await eslint.calculateConfigForFile(path.join(ROOT, 'app/routes/home.tsx'))
    expect(config.rules?.['i18next/no-literal-string']?.[0]).toBe(2)
  }, 120_000)
})
