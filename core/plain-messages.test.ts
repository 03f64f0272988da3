import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import './plain-messages.ts'

// zod's developer messages never reach staff or visitors: a schema without a message of its own says it plainly.
const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message

describe('plain messages', () => {
  it('replace zod’s own words for lengths, numbers, formats and choices', () => {
    expect(message(z.string().max(10_000), 'x'.repeat(10_001))).toBe('Use at most 10,000 characters')
    expect(message(z.string().min(1), '')).toBe('Fill this in')
    expect(message(z.string().min(8), 'short')).toBe('Use at least 8 characters')
    expect(message(z.array(z.string()).max(1), ['a', 'b'])).toBe('Use at most 1 item')
    expect(message(z.number(), undefined)).toBe('Fill this in')
    expect(message(z.number(), 'twelve')).toBe('Enter a number')
    expect(message(z.number().int(), 1.5)).toBe('Use a whole number')
    expect(message(z.number().max(50), 51)).toBe('Use 50 or less')
    expect(message(z.number().multipleOf(0.5), 0.3)).toBe('Use a multiple of 0.5')
    expect(message(z.string().email(), 'nobody')).toBe('Enter an e-mail address like name@example.com')
    expect(message(z.enum(['sale', 'rental']), 'lease')).toBe('Choose one of: sale, rental')
  })

  it('leave a schema’s own message alone (the spec’s texts)', () => {
    expect(message(z.string().min(1, 'Title is required!'), '')).toBe('Title is required!')
    expect(message(z.number({ error: 'Price must be a number' }), 'x')).toBe('Price must be a number')
  })
})
