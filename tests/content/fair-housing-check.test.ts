import { describe, expect, it } from 'vitest'
import {
  checkFairHousing,
  FAIR_HOUSING_RULES,
  FairHousingRulesBodySchema,
  fairHousingReasonNeeded,
  plainText,
} from '#core/content/fair-housing-check.ts'

// The rule list (docs/decisions/0135-fair-housing-language-check.md): phrases that must be flagged, and neutral descriptions that must pass.

const FLAGGED = [
  'Perfect for singles who love the city.',
  'An ADULT COMMUNITY with a pool.',
  'Adults only, please.',
  'No children or pets.',
  'An exclusive address in Dundee.',
  'A lovely Christian home.',
  'Near church and shops.',
  'Tenants must be able-bodied.',
  'Ideal for empty nesters.',
  'Great for young professionals.',
  'Quiet family neighborhood.',
  'Near synagogue and park.',
  'Large master bedroom.',
  '<p>Nice home, <strong>no&nbsp;kids</strong>.</p>',
  'Able bodied tenants wanted.',
]

const NEUTRAL = [
  'Three-bedroom ranch with a fenced yard, walking distance to Elmwood Park.',
  'Cozy one-bedroom near downtown, close to transit and the Old Market.',
  'Single-level living with a step-free entrance and grab bars in the bath.',
  'Primary bedroom with a walk-in closet; quiet street with mature trees.',
  'Gated community with a clubhouse, pool and fitness room.',
  'Sold exclusively through our office; the kitchen has quartz counters.',
  'Childproof cabinet locks installed; the basement is finished.',
  'Near schools, parks and the Keystone Trail.',
  'The churchyard-style garden is a private patio.',
]

describe('the fair-housing language check', () => {
  it.each(FLAGGED)('flags %s', (text) => {
    expect(checkFairHousing(text).length).toBeGreaterThan(0)
  })

  it.each(NEUTRAL)('passes %s', (text) => {
    expect(checkFairHousing(text)).toEqual([])
  })

  it('answers where, why and an alternative, in the order the phrases stand', () => {
    const flags = checkFairHousing('Adults only. An exclusive street near church.')
    expect(flags.map((f) => f.phrase)).toEqual(['Adults only', 'exclusive', 'near church'])
    expect(flags[0]).toMatchObject({ rule: 'adults only', index: 0, where: expect.stringContaining('Adults only') })
    for (const flag of flags) {
      expect(flag.why).not.toBe('')
      expect(flag.alternative).not.toBe('')
    }
  })

  it('matches whole words only, and reads HTML as its words', () => {
    expect(checkFairHousing('exclusively')).toEqual([])
    expect(checkFairHousing('<p>adult</p><p>community</p>').map((f) => f.rule)).toEqual(['adult community'])
    expect(plainText('<p>a &amp; b</p>').trim()).toBe('a & b')
  })

  it('uses rules it is given (staff rules) besides the built-in ones', () => {
    const rules = [...FAIR_HOUSING_RULES, { phrase: 'walk to the cathedral', why: 'Religious landmark.', alternative: 'Name the street.' }]
    expect(checkFairHousing('Walk to the Cathedral!', rules)).toMatchObject([{ rule: 'walk to the cathedral' }])
  })

  it('gives every built-in rule a reason and an alternative', () => {
    for (const rule of FAIR_HOUSING_RULES) {
      expect(rule.why, rule.phrase).not.toBe('')
      expect(rule.alternative, rule.phrase).not.toBe('')
      expect(checkFairHousing(rule.phrase).length, rule.phrase).toBeGreaterThan(0)
    }
  })

  it('takes staff rules as words only, so no rule can be a slow pattern', () => {
    const rule = (phrase: string) => ({ rules: [{ phrase, why: 'Why.', alternative: 'Instead.' }] })
    expect(FairHousingRulesBodySchema.safeParse(rule("Pool-party crowd's")).success).toBe(true)
    for (const phrase of ['(a+)+$', 'a.*b', '[x]', 'no\\skids', '-lead']) {
      const parsed = FairHousingRulesBodySchema.safeParse(rule(phrase))
      expect(parsed.success, phrase).toBe(false)
      expect(parsed.error?.issues[0]?.message, phrase).toMatch(/^Phrase: use words only/)
    }
    // A built-in phrase, or one staff already have, written another way is a repeat.
    expect(FairHousingRulesBodySchema.safeParse(rule('NO   Kids')).error?.issues[0]?.message).toBe('Phrase: "NO   Kids" is already a rule')
    const twice = { rules: [rule('pool party').rules[0], rule('Pool-Party').rules[0]] }
    expect(FairHousingRulesBodySchema.safeParse(twice).error?.issues[0]?.path).toEqual(['rules', 1, 'phrase'])
    // A long text with a staff rule is still checked at once.
    const rules = [...FAIR_HOUSING_RULES, ...rule('a a a a a a a a b').rules]
    const started = performance.now()
    expect(checkFairHousing('a '.repeat(30_000), rules)).toEqual([])
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('names the flagged phrases in the refusal', () => {
    expect(fairHousingReasonNeeded(['adults only', 'near church'])).toBe(
      'The fair-housing check flags “adults only”, “near church”. Change the wording, or give a reason to publish it as it is.',
    )
  })
})
