import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { LEAD_KINDS, LEAD_KIND_LABELS } from '#core/leads/lead-labels.ts'
import { ROUTING_MESSAGES, type RoutingRule, type RoutingRules } from '#core/leads/lead-routing.ts'
import { FIRST_STATUS_VERSION } from '#core/leads/lead-inbox.ts'
import { saveSettings } from '#server/plugins/if-match.ts'
import { createRoutingRepository } from './lead-routing.repository.ts'
import { ruleOf } from './lead-routing.service.ts'
import { LeadError } from './lead-inbox.service.ts'

/** The rules as owners edit them: one per kind of lead, in the inbox's order of kinds. */
export function createLeadRouting(db: Kysely<Database>) {
  const routing = createRoutingRepository(db)

  async function read(): Promise<RoutingRules> {
    const rows = new Map((await routing.rules()).map((r) => [r.kind, r]))
    const last = await routing.lastSave()
    return { rules: LEAD_KINDS.map((kind) => ruleOf(kind, rows.get(kind))), version: last?.updated_at ?? FIRST_STATUS_VERSION }
  }

  return {
    read,

    /** Saves the rules sent (kinds left out keep theirs); refused with 409 when someone saved them after `expected`. */
    async save(rules: RoutingRule[], by: string, expected?: string): Promise<RoutingRules> {
      const staff = new Set((await routing.activeStaff()).map((s) => s.id))
      for (const rule of rules) {
        const label = LEAD_KIND_LABELS[rule.kind]
        if (rule.mode === 'user' && !rule.userId) throw new LeadError(400, ROUTING_MESSAGES.noUser(label))
        const named = [...(rule.mode === 'user' && rule.userId ? [rule.userId] : []), ...(rule.mode !== 'user' ? rule.users : [])]
        if (named.some((id) => !staff.has(id))) throw new LeadError(400, ROUTING_MESSAGES.unknownUser(label))
      }
      return saveSettings(db, 'routing rules', expected, {
        version: async (trx) => (await routing.lastSave(trx))?.updated_at ?? FIRST_STATUS_VERSION,
        write: async (trx, version) => {
          for (const rule of rules)
            await routing.save(
              {
                kind: rule.kind,
                mode: rule.mode,
                user_id: rule.mode === 'user' ? rule.userId : null,
                users: JSON.stringify(rule.mode === 'user' || rule.mode === 'none' ? [] : [...new Set(rule.users)]),
                updated_at: version,
                updated_by: by,
              },
              trx,
            )
        },
        lastSave: () => routing.lastSave(),
        read,
      })
    },
  }
}

export type LeadRouting = ReturnType<typeof createLeadRouting>
