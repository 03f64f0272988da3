import { z } from 'zod'
import { IdSchema } from '#core/ids.ts'
import { LEAD_KINDS, type LeadKind } from './lead-labels.ts'
import { wordList } from '#core/word-list.ts'

// Who a new lead goes to (docs/decisions/0117-lead-routing-rules.md): one rule per kind of lead, which owners edit on
// the Staff users screen. The intake stores each new lead with the owner its rule names.

/** agent: the listing's agent (the staff user of its agent card), else by turns; user: one person; turns: by turns among `users` (all active staff when none); none: nobody. */
export const ROUTING_MODE = wordList(
  {
    agent: 'The listing’s agent',
    user: 'One person',
    turns: 'By turns',
    none: 'Nobody',
  },
  'none',
)
export type RoutingMode = (typeof ROUTING_MODE.values)[number]
export const { values: ROUTING_MODES, words: ROUTING_MODE_LABELS } = ROUTING_MODE

/** Kinds of lead about a listing: their rule starts as the listing's agent; every other kind's, by turns among all staff. */
export const LISTING_LEAD_KINDS: readonly LeadKind[] = ['agent', 'tour', 'interest', 'open-house', 'rental-application']

export const RoutingRuleSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  mode: z.enum(ROUTING_MODES),
  /** The person, for `user`. */
  userId: IdSchema.nullable(),
  /** The people taking turns, for `turns` (and for `agent` when the listing's agent cannot sign in); none: all active staff. */
  users: z.array(IdSchema).max(100),
})
export type RoutingRule = z.infer<typeof RoutingRuleSchema>

export const RoutingRulesSchema = z.object({
  rules: z.array(RoutingRuleSchema),
  /** The newest save of the rules ('initial' before any): sent back as If-Match. */
  version: z.string(),
})
export type RoutingRules = z.infer<typeof RoutingRulesSchema>

export const RoutingRulesBodySchema = z.object({ rules: z.array(RoutingRuleSchema).min(1).max(LEAD_KINDS.length) })
export type RoutingRulesBody = z.infer<typeof RoutingRulesBodySchema>

/** A kind's rule before anyone changed it. */
export const defaultRoutingRule = (kind: LeadKind): RoutingRule => ({
  kind,
  mode: LISTING_LEAD_KINDS.includes(kind) ? 'agent' : 'turns',
  userId: null,
  users: [],
})

export const ROUTING_MESSAGES = {
  noUser: (kind: string) => `${kind}: choose the person its leads go to.`,
  unknownUser: (kind: string) => `${kind}: choose staff members who can sign in.`,
  /** The note on a lead the rules gave an owner. */
  routed: (name: string) => `Assigned to ${name} by the routing rules.`,
} as const

/** The author of a note the routing rules wrote. */
export const ROUTING_AUTHOR = 'Routing rules'
