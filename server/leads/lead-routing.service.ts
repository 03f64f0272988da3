import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { LeadKind } from '#core/leads/lead-labels.ts'
import {
  ROUTING_AUTHOR,
  ROUTING_MESSAGES,
  ROUTING_MODES,
  defaultRoutingRule,
  type RoutingMode,
  type RoutingRule,
} from '#core/leads/lead-routing.ts'
import { newId } from '#server/db/ids.ts'
import { createRoutingRepository, type StoredRoutingRule } from './lead-routing.repository.ts'
import { createLeadRepository, type LeadTable } from './lead.repository.ts'

// Who a new lead goes to (docs/decisions/0117-lead-routing-rules.md): the rule of its kind names the listing's agent,
// one person, people by turns, or nobody (owners edit the rules: lead-routing-rules.service.ts).

/** A new lead, as the routing rules read it. */
export interface NewLead {
  table: LeadTable
  id: string
  kind: LeadKind
  propertyId?: string | null
  /** The listing's agent card when the caller knows it already (a listing saved before agents had ids). */
  agentId?: string | null
}

const isMode = (m: string): m is RoutingMode => (ROUTING_MODES as readonly string[]).includes(m)

function readUsers(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json)
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** A kind's rule as stored, or its default before anyone saved one (a row holding only a turn keeps the default). */
export function ruleOf(kind: LeadKind, row: StoredRoutingRule | undefined): RoutingRule {
  if (!row || row.updated_by === null || !isMode(row.mode)) return defaultRoutingRule(kind)
  return { kind, mode: row.mode, userId: row.user_id, users: readUsers(row.users) }
}

/**
 * Gives a new lead its owner by its kind's rule, inside the transaction that stores it, with a note saying so; a
 * rule that names nobody who can sign in leaves it unassigned.
 */
export async function routeNewLead(trx: Kysely<Database>, lead: NewLead): Promise<void> {
  const routing = createRoutingRepository(trx)
  const rule = ruleOf(lead.kind, await routing.rule(lead.kind))
  const staff = await routing.activeStaff()
  const active = new Set(staff.map((s) => s.id))
  let owner: string | undefined
  if (rule.mode === 'user') owner = rule.userId && active.has(rule.userId) ? rule.userId : undefined
  if (rule.mode === 'agent') {
    const agentId = lead.agentId ?? (lead.propertyId ? await routing.listingAgent(lead.propertyId) : undefined)
    owner = agentId ? await routing.agentUser(agentId) : undefined
  }
  if (rule.mode === 'turns' || (rule.mode === 'agent' && !owner)) {
    const named = rule.users.filter((id) => active.has(id))
    owner = await nextInTurn(trx, lead.kind, rule.mode, named.length > 0 ? named : staff.map((s) => s.id))
  }
  if (!owner) return
  await createLeadRepository(trx).setAssignee(lead.table, lead.id, owner, trx)
  const name = staff.find((s) => s.id === owner)?.name ?? ''
  await createLeadRepository(trx).addNote(
    {
      id: newId(),
      lead_id: lead.id,
      kind: 'note',
      body: ROUTING_MESSAGES.routed(name),
      author_id: null,
      author_name: ROUTING_AUTHOR,
      created_at: new Date().toISOString(),
    },
    trx,
  )
}

/** The person after the last one this kind's leads went to, in `order`; the turn moves once however many leads arrive at once. */
async function nextInTurn(trx: Kysely<Database>, kind: LeadKind, mode: RoutingMode, order: string[]): Promise<string | undefined> {
  if (order.length === 0) return undefined
  const routing = createRoutingRepository(trx)
  for (let attempt = 0; attempt < 5; attempt++) {
    const last = (await routing.rule(kind))?.last_user_id ?? null
    const next = order[(order.indexOf(last ?? '') + 1) % order.length]
    if (await routing.takeTurn(kind, mode, last, next)) return next
  }
  return order[0]
}
