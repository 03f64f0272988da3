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

// Each group: why its phrases are flagged, then [phrase, neutral alternative] pairs.
const GROUPS: [why: string, rules: [phrase: string, alternative: string][]][] = [
  [
    'States a preference about sex or marital status.',
    [
      ['perfect for singles', 'Describe the home: "cozy one-bedroom", "low-maintenance".'],
      ['ideal for singles', 'Describe the home: "cozy one-bedroom", "low-maintenance".'],
      ['singles only', 'Leave it out; describe the home.'],
      ['single person', 'Describe the size: "one-bedroom", "studio".'],
      ['bachelor pad', '"Studio" or "one-bedroom home".'],
      ['married couples only', 'Leave it out; state the occupancy limit if there is one.'],
    ],
  ],
  [
    'States a preference about families with children (familial status).',
    [
      ['no children', 'Leave it out; state a lawful occupancy limit if there is one.'],
      ['no kids', 'Leave it out; state a lawful occupancy limit if there is one.'],
      ['adults only', 'Leave it out, unless the home is in a qualified housing-for-older-persons community.'],
      ['adult community', 'Name the amenities instead: "quiet street", "community clubhouse".'],
      ['adult living', 'Describe the home and its amenities.'],
      ['perfect for families', '"Three bedrooms", "fenced yard", "near parks".'],
      ['family neighborhood', '"Quiet neighborhood", "near parks and schools".'],
    ],
  ],
  [
    'States a preference about age; Omaha protects age 40 and over and federal law protects families with children.',
    [
      ['empty nesters', '"Low-maintenance", "single-level living".'],
      ['mature couple', 'Describe the home: "quiet", "single-level".'],
      ['young professionals', '"Near downtown", "close to offices and transit".'],
      ['no seniors', 'Leave it out.'],
      ['retirees', '"Single-level living", "low-maintenance".'],
    ],
  ],
  [
    'Names a religion or religious landmark, which reads as a preference (religion, creed).',
    [
      ['christian home', 'Describe the home itself.'],
      ['christian family', 'Leave it out; describe the home.'],
      ['near church', 'Name a neutral landmark or the distance to a street.'],
      ['near synagogue', 'Name a neutral landmark or the distance to a street.'],
      ['near mosque', 'Name a neutral landmark or the distance to a street.'],
      ['catholic', 'Leave it out; describe the home.'],
      ['jewish', 'Leave it out; describe the home.'],
      ['muslim', 'Leave it out; describe the home.'],
    ],
  ],
  [
    'Describes the people wanted rather than the home (disability).',
    [
      ['able-bodied', 'Describe the home: "second-floor unit, stairs only".'],
      ['no wheelchairs', 'Describe access: "stairs to the entrance".'],
      ['physically fit', 'Describe the home: "three flights of stairs".'],
      ['mentally ill', 'Leave it out.'],
      ['handicapped', '"Accessible", "step-free entrance", "grab bars".'],
    ],
  ],
  [
    'Suggests some people are not welcome (HUD lists it as a word that can signal exclusion).',
    [
      ['exclusive', '"Private", "gated", or name the feature.'],
      ['restricted', 'State the actual rule (for example "no smoking").'],
      ['private community', '"Gated community" or name the amenities.'],
    ],
  ],
  [
    'States a preference about race, color or national origin.',
    [
      ['integrated', "Leave it out; describe the neighborhood's amenities."],
      ['ethnic neighborhood', 'Name places: "near the Old Market", "near Vinton Street".'],
      ['english speaking only', 'Leave it out.'],
      ['white neighborhood', 'Leave it out.'],
      ['traditional neighborhood', '"Established neighborhood", "mature trees".'],
    ],
  ],
  ['Not unlawful, but many portals now avoid it.', [['master bedroom', '"Primary bedroom".']]],
]

/** The built-in rules; staff add their own on the fair-housing rules screen. */
export const FAIR_HOUSING_RULES: readonly FairHousingRule[] = GROUPS.flatMap(([why, rules]) =>
  rules.map(([phrase, alternative]) => ({ phrase, why, alternative })),
)

export const FairHousingFlagSchema = FairHousingRuleSchema.extend({
  phrase: z.string().describe('The phrase as it stands in the text.'),
  rule: z.string().describe("The rule's phrase that matched."),
  index: z.number().int().describe('Where it starts in the plain text (characters from 0).'),
  where: z.string().describe('A few words either side, so the flag can be found in a long text.'),
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

// Staff's own rules (docs/decisions/0143-staff-fair-housing-rules.md): plain phrases only, never a pattern, so no rule
// can make the check slow; each is matched like the built-in ones.
export const FAIR_HOUSING_STAFF_LIMITS = { rules: 200, phrase: 80, text: 300 } as const
const FL = FAIR_HOUSING_STAFF_LIMITS
const said = (label: string, max: number) =>
  z.string().trim().min(1, `${label}: enter a few words`).max(max, `${label} must be at most ${max} characters`)

export const StaffFairHousingRuleSchema = z.object({
  phrase: said('Phrase', FL.phrase).regex(
    /^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u,
    'Phrase: use words only (letters, digits, spaces, hyphens, apostrophes)',
  ),
  why: said('Why it is flagged', FL.text),
  alternative: said('Neutral alternative', FL.text),
})

const samePhrase = (phrase: string) =>
  phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
    .join(' ')

export const FairHousingRulesBodySchema = z.object({
  rules: z
    .array(StaffFairHousingRuleSchema)
    .max(FL.rules, `At most ${FL.rules} rules`)
    .superRefine((rules, ctx) => {
      const known = new Set(FAIR_HOUSING_RULES.map((r) => samePhrase(r.phrase)))
      rules.forEach((rule, i) => {
        const key = samePhrase(rule.phrase)
        if (known.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'phrase'], message: `Phrase: "${rule.phrase}" is already a rule` })
        known.add(key)
      })
    }),
})
export type FairHousingRulesBody = z.infer<typeof FairHousingRulesBodySchema>
/** GET /api/admin/fair-housing/rules: the built-in rules (read only) and staff's, with the version a save names. */
export const FairHousingRulesSchema = FairHousingRulesBodySchema.extend({
  builtIn: z.array(FairHousingRuleSchema),
  version: z.string(),
})
export type FairHousingRules = z.infer<typeof FairHousingRulesSchema>

// Publishing with flags left (docs/decisions/0144-fair-housing-reason-to-publish.md): the reason goes with the save.
export const FAIR_HOUSING_REASON_LIMIT = 500
export const FairHousingReasonSchema = z
  .string()
  .trim()
  .max(FAIR_HOUSING_REASON_LIMIT, `Reason must be at most ${FAIR_HOUSING_REASON_LIMIT} characters`)
  .optional()

/** The 400 a publication (or a save of published content) with flags and no reason answers. */
export const FairHousingRefusalSchema = z.object({ message: z.string(), fairHousing: z.object({ phrases: z.array(z.string()) }) })
export const fairHousingReasonNeeded = (phrases: readonly string[]) =>
  `The fair-housing check flags ${phrases.map((p) => `“${p}”`).join(', ')}. Change the wording, or give a reason to publish it as it is.`
