import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ListingInputSchema } from './listings/listing-form.ts'
import { labelAt, maxLengthAt, namedProblem } from './schema-fields.ts'

// A field's label and limit are read from its schema, through the wrappers a schema puts around a value.
describe('schema fields', () => {
  it('finds the label of a field, of a nested one and of a list’s item', () => {
    expect(labelAt(ListingInputSchema, ['title'])).toBe('Title')
    expect(labelAt(ListingInputSchema, ['hoa', 'fee'])).toBe('HOA fee')
    expect(labelAt(ListingInputSchema, ['features', 3])).toBe('Features')
    expect(labelAt(z.object({ a: z.string() }), ['a'])).toBeUndefined()
    expect(labelAt(undefined, ['a'])).toBeUndefined()
  })

  it('finds the most characters a text may have', () => {
    expect(maxLengthAt(ListingInputSchema, 'title')).toBe(150)
    expect(maxLengthAt(ListingInputSchema, 'hoa.restrictions')).toBe(1000)
    expect(maxLengthAt(ListingInputSchema, 'price')).toBeUndefined()
  })

  it('names a rule by its label unless the rule starts with it', () => {
    expect(namedProblem('Title', 'Use at most 150 characters')).toBe('Title: Use at most 150 characters')
    expect(namedProblem('Price', 'Price is required')).toBe('Price is required')
    expect(namedProblem('Price ($)', 'Price is in whole dollars, e.g. 1250')).toBe('Price is in whole dollars, e.g. 1250')
  })
})
