import { describe, expect, it } from 'vitest'
import { serverProblems, serverWords } from './request.ts'

// A refusal's rules by field for the forms, and without paths wherever else staff read them.
describe('server refusals', () => {
  const message =
    'Invalid field "title": Title: Use at most 150 characters; Invalid field "hoa.fee": HOA fee is in whole dollars, e.g. 1250'

  it('gives each field its rule', () => {
    expect(serverProblems(message)).toEqual({
      title: 'Title: Use at most 150 characters',
      'hoa.fee': 'HOA fee is in whole dollars, e.g. 1250',
    })
  })

  it('says the rules without their paths, and other words as they are', () => {
    expect(serverWords(message)).toBe('Title: Use at most 150 characters; HOA fee is in whole dollars, e.g. 1250')
    expect(serverWords('This listing is already published.')).toBe('This listing is already published.')
  })
})
