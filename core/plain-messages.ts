import { z } from 'zod'

// zod's own messages ("Too big: expected string to have <=10000 characters") are written for developers. Where a
// schema gives no message of its own, these plain ones are used instead, in the browser (the portal's and the forms'
// instant checks) and on the server alike. A schema's own message (the spec's texts) always wins over these.
// Each is written to stand after a field's label: "Title: Use at most 150 characters".

const count = (n: number | bigint) => Number(n).toLocaleString('en-US')
const plural = (n: number | bigint, one: string, many: string) => `${count(n)} ${Number(n) === 1 ? one : many}`

/** The plain message for one issue, or undefined for zod's own. */
export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Fill this in'
      if (issue.expected === 'number') return 'Enter a number'
      if (issue.expected === 'int') return 'Use a whole number'
      if (issue.expected === 'string') return 'Enter text'
      if (issue.expected === 'boolean') return 'Choose yes or no'
      if (issue.expected === 'array') return 'Enter a list'
      return undefined
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${plural(issue.maximum as number, 'character', 'characters')}`
      if (issue.origin === 'array' || issue.origin === 'set') return `Use at most ${plural(issue.maximum as number, 'item', 'items')}`
      if (issue.origin === 'number' || issue.origin === 'bigint') return `Use ${count(issue.maximum as number)} or less`
      return undefined
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'Fill this in' : `Use at least ${plural(issue.minimum as number, 'character', 'characters')}`
      if (issue.origin === 'array' || issue.origin === 'set') return `Add at least ${plural(issue.minimum as number, 'item', 'items')}`
      if (issue.origin === 'number' || issue.origin === 'bigint') return `Use ${count(issue.minimum as number)} or more`
      return undefined
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter an e-mail address like name@example.com'
      if (issue.format === 'url') return 'Enter a web address starting with https://'
      return 'Check the format'
    case 'not_multiple_of':
      return Number(issue.divisor) === 1 ? 'Use a whole number' : `Use a multiple of ${String(issue.divisor)}`
    case 'invalid_value':
      return issue.values.length <= 8 ? `Choose one of: ${issue.values.map(String).join(', ')}` : 'Choose one of the offered values'
    case 'unrecognized_keys':
      return `Not a field here: ${issue.keys.join(', ')}`
    default:
      return undefined
  }
}

z.config({ customError: plainMessage })
