import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Person, PersonMatch, TimelineItem, TimelineKind } from '#core/leads/persons.ts'
import { APPLICATION_STATUS_LABELS, LEAD_STATUS_LABELS, leadKindLabel } from '#core/leads/lead-labels.ts'
import { leadStageLabel } from '#core/leads/lead-stages.ts'
import { createLeadRepository, leadScopeOf, type LeadActor, type LeadScope } from './lead.repository.ts'
import { createPersonRepository, type PersonLeadRow } from './person.repository.ts'
import { LeadError } from './lead-inbox.service.ts'
import { CONSENT_MESSAGES } from '#core/leads/consent.ts'
import { createRecordHistory, type VersionedKind } from '#server/history/record-history.service.ts'
import { optOut, optOutsOf } from './marketing-opt-outs.ts'
import { createSavedSearchRepository } from './saved-searches.repository.ts'
import { emailKey } from '#core/leads/person-keys.ts'
import { FREQUENCY_LABELS } from '#core/leads/saved-search-names.ts'

// One person behind several leads, with everything that happened to them (docs/decisions/0126-one-person-behind-many-leads.md).
// An agent sees a person through the leads of theirs (the inbox's scope) and merges or splits only persons all of
// whose leads are theirs; to anyone else a person outside their part is as if it did not exist.

const NOT_FOUND = 'This person no longer exists'
const NOTE_TITLES: Record<string, string> = {
  note: 'Note',
  status: 'Status changed',
  stage: 'Stage changed',
  assign: 'Owner changed',
  archive: 'Archive',
}
/** A note in words, as the lead's notes show it (app/admin/leads/lead-notes.tsx). */
function noteWords(kind: string, body: string): string {
  if (kind === 'status')
    return `Set the status to ${(LEAD_STATUS_LABELS as Record<string, string>)[body] ?? (APPLICATION_STATUS_LABELS as Record<string, string>)[body] ?? body}.`
  if (kind === 'stage') return `Moved the lead to ${leadStageLabel(body)}.`
  return body
}
const leadHref = (id: string) => `/admin/contacts?lead=${encodeURIComponent(id)}`
/** One item of the timeline; one of a lead opens it in the inbox, one of the person (leadId null) opens nothing. */
const item = (kind: TimelineKind, id: string, at: string, leadId: string | null, title: string, text: string): TimelineItem => ({
  _id: id,
  at,
  kind,
  leadId,
  title,
  text,
  href: leadId && leadHref(leadId),
})
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)

/** A person's kept versions: their name, as staff set it. */
const PERSON_VERSIONS: VersionedKind = {
  kind: 'person',
  snapshot: async (id, db) => {
    const row = await db.selectFrom('persons').select('display_name').where('id', '=', id).executeTakeFirst()
    return row && { name: row.display_name }
  },
}

export function createPersons(db: Kysely<Database>) {
  const persons = createPersonRepository(db)
  const leads = createLeadRepository(db)
  const history = createRecordHistory(db)
  const savePerson = history.saving(PERSON_VERSIONS)

  /** The leads of the person the actor may see; undefined when the person is not there or none is theirs. */
  async function visibleLeads(id: string, scope: LeadScope | undefined, every = false): Promise<PersonLeadRow[] | undefined> {
    const all = await persons.leadsOf([id])
    if (all.length === 0 || !(await persons.find(id))) return undefined
    if (!scope) return all
    const mine = await leads.inScopeOf(
      all.map((l) => l.id),
      scope,
    )
    const seen = all.filter((l) => mine.has(l.id))
    return seen.length === 0 || (every && seen.length < all.length) ? undefined : seen
  }

  async function timelineOf(personId: string, own: PersonLeadRow[]): Promise<TimelineItem[]> {
    const ids = own.map((l) => l.id)
    const keys = [...new Set(own.map((l) => emailKey(l.email)).filter((k): k is string => k !== null))]
    const [notes, mails, consents, optOuts, names, searches] = await Promise.all([
      persons.notesOf(ids),
      persons.mailsOf(ids),
      persons.consentsOf(ids),
      optOutsOf(
        db,
        own.map((l) => l.email),
      ),
      history.repo.list('person', personId, 50),
      createSavedSearchRepository(db).confirmedOf(keys),
    ])
    const items: TimelineItem[] = [
      ...own.map((l) => item('lead', l.id, l.created_at, l.id, leadKindLabel(l.kind), l.preview)),
      ...notes.map((n) =>
        item(
          n.kind as TimelineKind,
          n.id,
          n.created_at,
          n.lead_id,
          NOTE_TITLES[n.kind] ?? 'Note',
          `${noteWords(n.kind, n.body)}${n.author_name ? ` (${n.author_name})` : ''}`,
        ),
      ),
      ...mails.map((m) => item('mail', m.id, m.sent_at ?? m.created_at, m.related_id!, `E-mail to ${m.to_address}`, m.subject)),
      ...consents.given.map((c) =>
        item(
          'consent',
          `consent-${c.id}`,
          c.consent_at,
          c.id,
          'Consent given',
          [c.consent_text ? `“${clip(c.consent_text, 240)}”` : CONSENT_MESSAGES.unknown, c.consent_page && `on ${c.consent_page}`]
            .filter(Boolean)
            .join(' '),
        ),
      ),
      ...consents.confirmed.map((c) =>
        item(
          'consent',
          `consent-${c.id}`,
          c.confirmed_at,
          c.id,
          'Confirmed Get Notified e-mails',
          `${c.email} pressed Confirm in the confirmation e-mail`,
        ),
      ),
      ...optOuts.map((o) =>
        item(
          'opt-out',
          `opt-out-${o.email_key}`,
          o.opted_out_at,
          null,
          'Opted out of marketing e-mail',
          `${o.email_key}, ${o.source === 'staff' ? `by ${o.by_name || 'staff'}` : 'by the unsubscribe link in an e-mail'}`,
        ),
      ),
      // Saved searches and saved homes by mail, matched by address (docs/decisions/0161-saved-searches-and-alerts.md).
      ...searches.map((x) =>
        item(
          'saved-search',
          `saved-search-${x.id}`,
          x.confirmed_at!,
          null,
          x.kind === 'homes' ? 'Saved homes by e-mail' : 'Saved a search',
          x.kind === 'homes'
            ? `${Number(x.homes ?? 0) === 1 ? '1 saved home' : `${Number(x.homes ?? 0)} saved homes`}, e-mails ${FREQUENCY_LABELS[x.frequency].toLowerCase()} to ${x.email}`
            : `“${x.name}”: ${x.page}${x.query ? `?${x.query}` : ''}, e-mails ${FREQUENCY_LABELS[x.frequency].toLowerCase()} to ${x.email}`,
        ),
      ),
      // Each kept name after the first is a new name, beside the one before it (newest first).
      ...names
        .slice(0, -1)
        .map((v, i) =>
          item(
            'rename',
            v.id,
            v.saved_at,
            null,
            'Name changed',
            `${nameOf(names[i + 1].data)} → ${nameOf(v.data)}${v.saved_by ? ` (${v.saved_by})` : ''}`,
          ),
        ),
    ]
    // At the same moment, the lead came before what followed it (its routing note, its mails): newest first puts it last.
    const firstOfMoment = (i: TimelineItem) => (i.kind === 'lead' ? 1 : 0)
    return items.sort((a, b) => b.at.localeCompare(a.at) || firstOfMoment(a) - firstOfMoment(b) || b._id.localeCompare(a._id))
  }

  const nameOf = (data: string) => String((JSON.parse(data) as { name?: unknown }).name ?? '')
  const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))]

  return {
    async detail(id: string, actor: LeadActor): Promise<Person | undefined> {
      const [person, own] = await Promise.all([persons.find(id), visibleLeads(id, await leadScopeOf(db, actor))])
      if (!person || !own) return undefined
      return {
        _id: person.id,
        name: person.display_name,
        createdAt: person.created_at,
        emails: unique(own.map((l) => l.email.toLowerCase())),
        phones: unique(own.map((l) => l.phone)),
        leads: [...own].reverse().map((l) => ({
          _id: l.id,
          kind: l.kind,
          title: leadKindLabel(l.kind),
          name: l.name,
          email: l.email,
          phone: l.phone,
          createdAt: l.created_at,
        })),
        optOuts: (
          await optOutsOf(
            db,
            own.map((l) => l.email),
          )
        ).map((o) => ({ email: o.email_key, at: o.opted_out_at, by: o.source === 'staff' ? o.by_name || 'staff' : 'unsubscribe link' })),
        timeline: await timelineOf(id, own),
      }
    },

    /** Persons whose leads a search finds, for picking one to merge with; an agent's only among theirs. */
    async search(q: string, actor: LeadActor): Promise<PersonMatch[]> {
      const [scope, found] = await Promise.all([leadScopeOf(db, actor), persons.search(q, 20)])
      // Every found person's leads in one read, and the agent's part of them in one more.
      const all = await persons.leadsOf(found.map((p) => p.id))
      const mine =
        scope &&
        (await leads.inScopeOf(
          all.map((l) => l.id),
          scope,
        ))
      const matches: PersonMatch[] = []
      for (const p of found) {
        const own = all.filter((l) => l.person_id === p.id && (!mine || mine.has(l.id)))
        if (own.length > 0)
          matches.push({ _id: p.id, name: p.display_name, emails: unique(own.map((l) => l.email.toLowerCase())), leads: own.length })
      }
      return matches.slice(0, 10)
    },

    /** Gives the person the name staff know them by (kept as a version); the old name, for the activity log. */
    async rename(id: string, name: string, actor: LeadActor, savedBy: string): Promise<{ from: string; name: string }> {
      const person = await persons.find(id)
      if (!person || !(await visibleLeads(id, await leadScopeOf(db, actor), true))) throw new LeadError(404, NOT_FOUND)
      await savePerson(id, savedBy, async (trx) => {
        if (!(await persons.hold(id, trx))) throw new LeadError(404, NOT_FOUND)
        await persons.rename(id, name, trx)
      })
      return { from: person.display_name, name }
    },

    /**
     * The person asked staff for no more marketing mail: every address of theirs is listed as saying no, and their Get
     * Notified sign-ups go (docs/decisions/0133-one-unsubscribe-for-all-marketing-mail.md).
     */
    async stopMarketing(id: string, actor: LeadActor, byName: string): Promise<{ name: string; addresses: number }> {
      const person = await persons.find(id)
      const own = person && (await visibleLeads(id, await leadScopeOf(db, actor), true))
      if (!person || !own) throw new LeadError(404, NOT_FOUND)
      if (!own.some((l) => l.email.trim()))
        throw new LeadError(400, 'This person has no e-mail address: there is no marketing e-mail to stop.')
      const listed = await db.transaction().execute((trx) =>
        optOut(
          trx,
          own.map((l) => l.email),
          { source: 'staff', byName, personId: id },
        ),
      )
      return { name: person.display_name, addresses: listed.length }
    },

    /**
     * A deletion request taken by staff (docs/decisions/0185-staff-remove-saved-searches.md): every address of the person
     * is forgotten by saved searches, with its searches, saved homes, browsers' ties and what was sent to it. No mail is
     * sent; the person can save again themselves (double opt-in).
     */
    async removeSavedSearches(id: string, actor: LeadActor): Promise<{ name: string; addresses: number; searches: number }> {
      const person = await persons.find(id)
      const own = person && (await visibleLeads(id, await leadScopeOf(db, actor), true))
      if (!person || !own) throw new LeadError(404, NOT_FOUND)
      const keys = [...new Set(own.map((l) => emailKey(l.email)).filter((k): k is string => k !== null))]
      const searches = createSavedSearchRepository(db)
      const addresses = await searches.addressesOf(keys)
      if (addresses.ids.length === 0) throw new LeadError(409, 'This person has no saved searches or saved homes to remove.')
      for (const address of addresses.ids) await searches.deleteAddress(address)
      return { name: person.display_name, addresses: addresses.ids.length, searches: addresses.searches }
    },

    /** Moves every lead of `otherId` to `id` and removes the other person; returns both names for the activity log. */
    async merge(id: string, otherId: string, actor: LeadActor): Promise<{ name: string; otherName: string; moved: number }> {
      if (id === otherId) throw new LeadError(400, 'Pick another person to merge with')
      const scope = await leadScopeOf(db, actor)
      const [person, other] = await Promise.all([persons.find(id), persons.find(otherId)])
      if (!person || !other || !(await visibleLeads(id, scope, true)) || !(await visibleLeads(otherId, scope, true)))
        throw new LeadError(404, NOT_FOUND)
      const moved = await db.transaction().execute(async (trx) => {
        // Both rows held in one order, so two merges of the same pair at once run one after the other, the second refused.
        for (const held of [id, otherId].sort()) if (!(await persons.hold(held, trx))) throw new LeadError(404, NOT_FOUND)
        const count = await persons.moveLeads(otherId, id, undefined, trx)
        await persons.remove(otherId, trx)
        return count
      })
      return { name: person.display_name, otherName: other.display_name, moved }
    },

    /** Moves the named leads of `id` to a new person, named after the oldest of them; returns the new person's id. */
    async split(id: string, leadIds: string[], actor: LeadActor): Promise<{ newId: string; name: string; newName: string }> {
      const person = await persons.find(id)
      const own = person && (await visibleLeads(id, await leadScopeOf(db, actor), true))
      if (!person || !own) throw new LeadError(404, NOT_FOUND)
      const picked = own.filter((l) => leadIds.includes(l.id))
      if (picked.length < new Set(leadIds).size) throw new LeadError(400, 'Some of these leads are not this person’s')
      if (picked.length === own.length) throw new LeadError(400, 'Leave at least one lead with this person')
      const first = picked[0]
      const newName = first.name.trim() || first.email.trim()
      const created = await db.transaction().execute(async (trx) => {
        if (!(await persons.hold(id, trx))) throw new LeadError(404, NOT_FOUND)
        const newPerson = await persons.create(newName, first.created_at, trx)
        const moved = await persons.moveLeads(
          id,
          newPerson,
          picked.map((l) => l.id),
          trx,
        )
        if (moved !== picked.length) throw new LeadError(409, 'Some of these leads were moved to another person a moment ago. Look again.')
        return newPerson
      })
      return { newId: created, name: person.display_name, newName }
    },
  }
}

export type Persons = ReturnType<typeof createPersons>
