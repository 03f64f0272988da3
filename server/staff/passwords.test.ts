import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '#core/staff/sign-in.ts'
import { passwordProblem } from './passwords.ts'

// A staff password is refused, with the reason, when it holds the username,
// uses too few different characters, is a common password or is easy to
// guess for the strength estimator; strong ones pass.

const user = { username: 'jordan.admin', display_name: 'Jordan Miller' }

describe('staff password rules', () => {
  it.each([
    ['the username itself', 'jordan.admin', AUTH_MESSAGES.passwordHasUsername],
    ['the username inside', 'my-jordan.admin-pass', AUTH_MESSAGES.passwordHasUsername],
    ['one repeated letter', 'aaaaaaaaaaaa', AUTH_MESSAGES.passwordTooUniform],
    ['twelve spaces', ' '.repeat(12), AUTH_MESSAGES.passwordTooUniform],
    ['too few different characters', 'abababababab', AUTH_MESSAGES.passwordTooUniform],
    ['a common password', 'password1234', AUTH_MESSAGES.passwordCommon],
  ])('refuses %s', (_, password, message) => {
    expect(passwordProblem(password, user)).toBe(message)
  })

  it.each(['Summer2026!!', 'Winter2025!!', 'Qwerty123456!', 'letmein12345', 'Heartland2026!', 'Omaha2026!!!'])(
    'refuses the guessable %s with the reason',
    (password) => {
      expect(passwordProblem(password, user)).toMatch(
        /^This password is too easy to guess\..* Add another uncommon word or more characters\.$/,
      )
    },
  )

  it('names what makes a password guessable when the estimator can say it', () => {
    expect(passwordProblem('Qwerty123456!', user)).toContain('This is similar to a commonly used password.')
  })

  it.each(['correct horse battery', 'maple-river-lantern', 'jK8#mQ2!vL9p', 'tr0ub4dor&3xx-bay'])('accepts %s', (password) => {
    expect(passwordProblem(password, user)).toBeUndefined()
  })

  it('keeps the length rules', () => {
    expect(passwordProblem('short', user)).toBe(AUTH_MESSAGES.passwordTooShort)
  })
})
