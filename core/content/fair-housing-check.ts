import { z } from 'zod'

// The fair-housing language check (docs/decisions/0135-fair-housing-language-check.md): phrases
// HUD's advertising guidance (the 1995 Achtenberg memorandum and 24 CFR 100.75) treats as stating a preference,
// each with why it is flagged and a neutral way to say what the writer meant. Matched as whole words in any case.

export const FairHousingRuleSchema = z.object({
  phrase: z.string(),
  why: z.string(),
  alternative: z.string(),
})
export type FairHousingRule = z.infer<typeof FairHousingRuleSchema>

const familial = 'States a preference about families with children (familial status).'
const age = 'States a preference about age; Omaha protects age 40 and over and federal law protects families with children.'
const religion = 'Names a religion or religious landmark, which reads as a preference (religion, creed).'
const disability = 'Describes the people wanted rather than the home (disability).'
const exclusionary = 'Suggests some people are not welcome (HUD lists it as a word that can signal exclusion).'
const sex = 'States a preference about sex or marital status.'
const origin = 'States a preference about race, color or national origin.'

/** The built-in rules; staff add their own in the fair-housing settings. */
export const FAIR_HOUSING_RULES: readonly FairHousingRule[] = [
  { phrase: 'perfect for singles', why: sex, alternative: 'Describe the home: "cozy one-bedroom", "low-maintenance".' },
  { phrase: 'ideal for singles', why: sex, alternative: 'Describe the home: "cozy one-bedroom", "low-maintenance".' },
  { phrase: 'singles only', why: sex, alternative: 'Leave it out; describe the home.' },
  { phrase: 'single person', why: sex, alternative: 'Describe the size: "one-bedroom", "studio".' },
  { phrase: 'bachelor pad', why: sex, alternative: '"Studio" or "one-bedroom home".' },
  { phrase: 'married couples only', why: sex, alternative: 'Leave it out; state the occupancy limit if there is one.' },
  { phrase: 'no children', why: familial, alternative: 'Leave it out; state a lawful occupancy limit if there is one.' },
  { phrase: 'no kids', why: familial, alternative: 'Leave it out; state a lawful occupancy limit if there is one.' },
  {
    phrase: 'adults only',
    why: familial,
    alternative: 'Leave it out, unless the home is in a qualified housing-for-older-persons community.',
  },
  { phrase: 'adult community', why: familial, alternative: 'Name the amenities instead: "quiet street", "community clubhouse".' },
  { phrase: 'adult living', why: familial, alternative: 'Describe the home and its amenities.' },
  { phrase: 'perfect for families', why: familial, alternative: '"Three bedrooms", "fenced yard", "near parks".' },
  { phrase: 'family neighborhood', why: familial, alternative: '"Quiet neighborhood", "near parks and schools".' },
  { phrase: 'empty nesters', why: age, alternative: '"Low-maintenance", "single-level living".' },
  { phrase: 'mature couple', why: age, alternative: 'Describe the home: "quiet", "single-level".' },
  { phrase: 'young professionals', why: age, alternative: '"Near downtown", "close to offices and transit".' },
  { phrase: 'no seniors', why: age, alternative: 'Leave it out.' },
  { phrase: 'retirees', why: age, alternative: '"Single-level living", "low-maintenance".' },
  { phrase: 'christian home', why: religion, alternative: 'Describe the home itself.' },
  { phrase: 'christian family', why: religion, alternative: 'Leave it out; describe the home.' },
  { phrase: 'near church', why: religion, alternative: 'Name a neutral landmark or the distance to a street.' },
  { phrase: 'near synagogue', why: religion, alternative: 'Name a neutral landmark or the distance to a street.' },
  { phrase: 'near mosque', why: religion, alternative: 'Name a neutral landmark or the distance to a street.' },
  { phrase: 'catholic', why: religion, alternative: 'Leave it out; describe the home.' },
  { phrase: 'jewish', why: religion, alternative: 'Leave it out; describe the home.' },
  { phrase: 'muslim', why: religion, alternative: 'Leave it out; describe the home.' },
  { phrase: 'able-bodied', why: disability, alternative: 'Describe the home: "second-floor unit, stairs only".' },
  { phrase: 'no wheelchairs', why: disability, alternative: 'Describe access: "stairs to the entrance".' },
  { phrase: 'physically fit', why: disability, alternative: 'Describe the home: "three flights of stairs".' },
  { phrase: 'mentally ill', why: disability, alternative: 'Leave it out.' },
  { phrase: 'handicapped', why: disability, alternative: '"Accessible", "step-free entrance", "grab bars".' },
  { phrase: 'exclusive', why: exclusionary, alternative: '"Private", "gated", or name the feature.' },
  { phrase: 'restricted', why: exclusionary, alternative: 'State the actual rule (for example "no smoking").' },
  { phrase: 'private community', why: exclusionary, alternative: '"Gated community" or name the amenities.' },
  { phrase: 'integrated', why: origin, alternative: "Leave it out; describe the neighborhood's amenities." },
  { phrase: 'ethnic neighborhood', why: origin, alternative: 'Name places: "near the Old Market", "near Vinton Street".' },
  { phrase: 'english speaking only', why: origin, alternative: 'Leave it out.' },
  { phrase: 'white neighborhood', why: origin, alternative: 'Leave it out.' },
  { phrase: 'traditional neighborhood', why: origin, alternative: '"Established neighborhood", "mature trees".' },
  { phrase: 'master bedroom', why: 'Not unlawful, but many portals now avoid it.', alternative: '"Primary bedroom".' },
]

export const FairHousingFlagSchema = z.object({
  /** The phrase as it stands in the text. */
  phrase: z.string(),
  /** The rule's phrase that matched. */
  rule: z.string(),
  /** Where it starts in the plain text (characters from 0). */
  index: z.number().int(),
  /** A few words either side, so the flag can be found in a long text. */
  where: z.string(),
  why: z.string(),
  alternative: z.string(),
})
export type FairHousingFlag = z.infer<typeof FairHousingFlagSchema>

export const FAIR_HOUSING_TEXT_LIMIT = 60_000
export const FairHousingCheckBodySchema = z.object({
  text: z.string().max(FAIR_HOUSING_TEXT_LIMIT, `Text must be at most ${FAIR_HOUSING_TEXT_LIMIT} characters`),
})
export const FairHousingCheckSchema = z.object({ flags: z.array(FairHousingFlagSchema) })

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

/** The words of a plain or HTML text: tags become spaces, the common entities their characters. */
export function plainText(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e]!)
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A phrase as a whole-word pattern: any run of spaces or hyphens between its words, any case. */
function pattern(phrase: string): RegExp {
  const words = phrase
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(escapeRegExp)
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[\\s\\-]+')}(?![\\p{L}\\p{N}])`, 'giu')
}

/** Every place a rule's phrase stands in the text (plain or HTML), in the order they appear. */
export function checkFairHousing(text: string, rules: readonly FairHousingRule[] = FAIR_HOUSING_RULES): FairHousingFlag[] {
  const plain = plainText(text).replace(/\s+/g, ' ')
  const flags: FairHousingFlag[] = []
  for (const rule of rules) {
    if (!rule.phrase.trim()) continue
    for (const match of plain.matchAll(pattern(rule.phrase))) {
      const index = match.index
      const where = plain.slice(Math.max(0, index - 40), index + match[0].length + 40).trim()
      flags.push({ phrase: match[0], rule: rule.phrase, index, where, why: rule.why, alternative: rule.alternative })
    }
  }
  return flags.sort((a, b) => a.index - b.index)
}
