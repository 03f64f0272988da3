import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { ownsAgentRecord, type StaffActor } from '#core/staff/permissions.ts'
import {
  SHOWING_DECISIONS,
  SHOWING_STATUS_LABELS,
  type ShowingDecision,
  type ShowingStatus,
  type StaffShowing,
} from '#core/leads/showing-link.ts'
import { withMail } from '#server/mail/outbox.ts'
import { createShowingRepository } from './showings.repository.ts'
import { mailVisitor, ShowingLinkError, type ShowingMailSettings } from './showing-link.service.ts'

// Staff's showings (docs/decisions/0138-showings-for-staff.md): the calendar's read, filtered by agent and listing
// (an agent sees the showings they give or of their listings), and one-click decisions: confirm or decline a
// requested showing (the visitor is told, with the updated invitation), mark a confirmed one that has passed as a
// no-show. A decline frees the showing's places.

export class ShowingRefusal extends ShowingLinkError {}

const NOT_YOURS = 'This showing belongs to another agent: only its agent, an editor or an owner can change it.'

export function createStaffShowings(db: Kysely<Database>, settings: ShowingMailSettings, now: () => Date = () => new Date()) {
  const showings = createShowingRepository(db)
  return {
    async list(actor: StaffActor, q: { from: string; to: string; agentId?: string; propertyId?: string }): Promise<StaffShowing[]> {
      const rows = await showings.forCalendar({ ...q, ownAgentId: actor.role === 'agent' ? (actor.agentId ?? '') : undefined })
      return rows.map((r) => ({
        _id: r.id,
        inquiryId: r.inquiry_id,
        status: r.status as ShowingStatus,
        statusLabel: SHOWING_STATUS_LABELS[r.status as ShowingStatus] ?? r.status,
        startsAt: r.starts_at,
        endsAt: r.ends_at,
        slotDate: r.slot_date,
        listing: { _id: r.property_id, title: r.title, address: `${r.address}, ${r.city}` },
        agent: { _id: r.agent_id, name: r.agent_name ?? 'The office' },
        visitor: { name: r.visitor_name, email: r.visitor_email, phone: r.visitor_phone },
      }))
    },

    /** Confirms, declines or marks a no-show; 404 unknown, 403 another agent's, 409 when the status does not allow it. */
    async decide(actor: StaffActor, id: string, decision: ShowingDecision): Promise<ShowingStatus> {
      const row = await showings.withListingAgent(id)
      if (!row) throw new ShowingRefusal(404, 'No showing has this id.')
      if (!ownsAgentRecord(actor, row.agent_id) && !ownsAgentRecord(actor, row.listing_agent_id)) throw new ShowingRefusal(403, NOT_YOURS)
      const rule = SHOWING_DECISIONS[decision]
      if (!(rule.from as readonly string[]).includes(row.status))
        throw new ShowingRefusal(409, `This showing is ${SHOWING_STATUS_LABELS[row.status as ShowingStatus]?.toLowerCase() ?? row.status}.`)
      if (decision === 'no-show' && Date.parse(row.ends_at) > now().getTime())
        throw new ShowingRefusal(409, 'This showing has not ended yet: mark a no-show once its time has passed.')
      await withMail(db, async (trx) => {
        const repo = createShowingRepository(trx)
        // Only if it is still in the status read: two clicks, or two staff members, decide once.
        if (!(await repo.changeStatus(id, row.status, rule.to, trx))) throw new ShowingRefusal(409, 'This showing was changed meanwhile.')
        if (decision === 'decline') await repo.freePlaces(id, trx)
        if (decision !== 'no-show') await mailVisitor(trx, id, decision === 'confirm' ? 'confirmed' : 'declined', settings)
      })
      return rule.to
    },
  }
}

export type StaffShowings = ReturnType<typeof createStaffShowings>
