import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import {
  APPLICATION_LEAD_STATUS,
  APPLICATION_STATUSES,
  LEAD_KINDS,
  LEAD_KIND_LABELS,
  LEAD_STATUSES,
  isLeadStage,
  leadStatusLabel,
  type ApplicationStatus,
  type LeadCounts,
  type LeadDetail,
  type LeadFilter,
  type LeadKind,
  type LeadList,
  type LeadStage,
  type LeadListQuery,
  type LeadNote,
  type LeadStatus,
  type LeadSummary,
} from '#core/leads/lead-inbox.ts'
import { createPersonRepository } from './person.repository.ts'
import { createLeadRepository, leadScopeOf, type LeadActor, type LeadRow, type LeadTable } from './lead.repository.ts'
import { enqueueMail, withMail, type RetryResult } from '#server/mail/outbox.ts'
import type { OutboxWorker } from '#server/mail/outbox-worker.ts'
import { FILE_FIELD_LABELS, labelledFields, readPayload } from './lead-fields.ts'
import { consentCsv, consentFields } from './consent.ts'
import { applicationStatusMail } from '#server/leads/bidders/application-status.mail.ts'
import { bidderStatusUrl } from '#server/leads/bidders/bidder-applications.mail.ts'
import { storedLang } from '#server/mail/mail-words.ts'
import { CSV_START, csvLine } from './csv.ts'
import { applicationFileKey } from '#server/leads/bidders/bidder-applications.service.ts'
import { isSafeKey, type ObjectStore } from '#server/storage/object-store.ts'
import { FILE_WARNINGS, nameWithExtension, type FileWarning } from '#core/file-kinds.ts'
import { newId } from '#server/db/ids.ts'
import { ChangedSinceError, StaleVersionError } from '#server/plugins/if-match.ts'
import { FIRST_STATUS_VERSION, VERSIONED_NOTE_KINDS, type LeadBulkBody, type LeadBulkResult } from '#core/leads/lead-inbox.ts'
import { formatBusinessStamp } from '#core/business-time.ts'
import type { SignedInUser } from '#server/staff/sessions.service.ts'
import type { OfficeWeek } from '#core/leads/office-hours.ts'
import { officeWeekOf } from '#core/leads/response-timer.ts'
import { readResponseTimer, waitingOf } from './response-timer.service.ts'
import { STAGE_NEEDING_DISCLOSURE } from '#core/leads/lead-stages.ts'
import { DISCLOSURE_MESSAGES } from '#core/leads/disclosures.ts'
import { createDisclosureRepository } from './disclosures/disclosures.repository.ts'

// The staff lead inbox: one list of every lead, its detail
// with the mail about it and staff notes, status changes (an applicant is
// mailed at each change), and the CSV export of the filtered list.

/** A 4xx whose message names what was wrong. */
export class LeadError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 422,
    message: string,
  ) {
    super(message)
  }
}

const PREVIEW_CHARS = 140

/** A change of one lead other than its status: its owner, its archive, its stage. */
type LeadChange =
  { action: 'assign'; assigneeId: string | null } | { action: 'archive'; archived: boolean } | { action: 'stage'; stage: LeadStage }

/** The bulk action's refusals, in plain words. */
export const BULK_MESSAGES = {
  notYours:
    'Some of the selected leads are not yours: you can change the leads about your listings and those assigned to you. Nothing was changed.',
  applicationStatus:
    'Preferred bidder applications have statuses of their own and the applicant is mailed at each change: change them one at a time. Nothing was changed.',
  noAssignee: 'Assignee: choose a staff member who can sign in.',
} as const

const isApplicationStatus = (s: string): s is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(s)
const isLeadStatus = (s: string): s is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(s)

/** What the inbox needs to mark waiting leads: the moment, the office's week and the target (response-timer.service.ts). */
export interface WaitingClock {
  now: Date
  week: OfficeWeek
  targetMinutes: number
}

/** A lead's wait for its first response, when it is still timed (docs/decisions/0123-first-response-timer.md). */
function waitingOfRow(row: LeadRow, summary: Pick<LeadSummary, 'kind' | 'status' | 'stage' | 'archived'>, clock?: WaitingClock) {
  const timed = clock && summary.kind !== 'subscriber' && !summary.archived && summary.status === 'new' && summary.stage === 'new'
  if (!timed || row.first_response_at) return { waitingMinutes: null, overdue: false }
  return waitingOf(row.created_at, clock.now, clock.week, clock.targetMinutes)
}

function toSummary(row: LeadRow, clock?: WaitingClock): LeadSummary {
  const kind = (LEAD_KINDS as readonly string[]).includes(row.kind) ? (row.kind as LeadKind) : 'contact'
  const applicationStatus = row.application_status && isApplicationStatus(row.application_status) ? row.application_status : null
  const status = isLeadStatus(row.status) ? row.status : 'new'
  const preview = row.preview.replace(/\s+/g, ' ').trim()
  const summary = {
    _id: row.id,
    kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    propertyId: row.property_id,
    propertyTitle: row.property_title,
    createdAt: row.created_at,
    status,
    applicationStatus: kind === 'application' ? (applicationStatus ?? 'received') : null,
    preview: preview.length > PREVIEW_CHARS ? `${preview.slice(0, PREVIEW_CHARS - 1)}…` : preview,
    offensiveLanguage: Number(row.offensive_language) === 1,
    assignee: row.assigned_to ? { _id: row.assigned_to, name: row.assignee_name ?? '' } : null,
    archived: row.archived_at !== null,
    stage: isLeadStage(row.stage) ? row.stage : 'new',
    statusVersion: row.status_version ?? FIRST_STATUS_VERSION,
  }
  return { ...summary, ...waitingOfRow(row, summary, clock) }
}

export interface LeadInboxOptions {
  /** Where applications' files are kept (private/applications/, server/storage/). */
  storage: ObjectStore
  publicUrl: string
  outbox: Pick<OutboxWorker, 'mailStatusFor' | 'retryMail'>
  /** The clock of the waiting times (tests move it). */
  now?: () => Date
}

/**
 * An application file's name for staff: the sender's name with the extension of the kind its bytes showed (the
 * stored file's own, made by the server), never the sender's extension: a PDF sent as statement.html is statement.pdf.
 */
const shownName = (f: { original_name: string; stored_file: string }) =>
  nameWithExtension(f.original_name, path.extname(f.stored_file).slice(1) || 'bin')

const fileWarnings = (stored: string): FileWarning[] => stored.split(',').filter((w): w is FileWarning => Object.hasOwn(FILE_WARNINGS, w))

const isVersioned = (n: LeadNote) => VERSIONED_NOTE_KINDS.includes(n.kind)

/** A lead with its status version: the newest change of its status, assignee or archive, or the first version before any. */
function withStatusVersion(lead: Omit<LeadDetail, 'statusVersion'> | undefined): LeadDetail | undefined {
  const changes = lead?.notes.filter(isVersioned) ?? []
  return lead && { ...lead, statusVersion: changes.at(-1)?._id ?? FIRST_STATUS_VERSION }
}

/** The filter as the repository reads it: "me" is the signed-in staff user. */
const forActor = (filter: LeadFilter, actor: LeadActor): LeadFilter =>
  filter.assignee === 'me' ? { ...filter, assignee: actor.id } : filter

export function createLeadInbox(db: Kysely<Database>, options: LeadInboxOptions) {
  const leads = createLeadRepository(db)
  const persons = createPersonRepository(db)

  async function waitingClock(): Promise<WaitingClock> {
    const settings = await readResponseTimer(db)
    return { now: (options.now ?? (() => new Date()))(), week: officeWeekOf(settings.days), targetMinutes: settings.targetMinutes }
  }

  /** The private status page of an application, when its row carries a status token (the bidders form stores one). */
  const statusUrlOf = (row: object): string | undefined => {
    const { status_token: token, locale } = row as { status_token?: unknown; locale?: string }
    return typeof token === 'string' && token ? bidderStatusUrl(options.publicUrl, token, storedLang(locale)) : undefined
  }

  async function notesOf(id: string): Promise<LeadNote[]> {
    const rows = await leads.notes(id)
    return rows.map((n) => ({ _id: n.id, kind: n.kind, body: n.body, author: n.author_name, createdAt: n.created_at }))
  }

  async function mailsOf(id: string) {
    return (await options.outbox.mailStatusFor([id])).get(id)?.mails ?? []
  }

  /** Inside the status change's transaction, after its row is locked: throws when the status changed since `expected`. */
  async function unchangedStatus(id: string, expected: string | undefined, trx: Kysely<Database>): Promise<void> {
    if (expected === undefined) return
    const newest = (await leads.lastStatusChange(id, trx)) ?? FIRST_STATUS_VERSION
    if (newest !== expected) throw new ChangedSinceError(newest)
  }

  const authorOf = (user: SignedInUser) => ({ author_id: user.id, author_name: user.displayName || user.username })

  const scopeOf = (actor: LeadActor) => leadScopeOf(db, actor)

  async function sees(id: string, actor: LeadActor): Promise<boolean> {
    const scope = await scopeOf(actor)
    return !scope || (await leads.inScope(id, scope))
  }

  /** Refuses a lead outside the actor's part of the inbox as if it did not exist: an agent learns nothing of others' leads. */
  /** A sell-to-us lead reaches Offer accepted only once its homeowner signed the licensee-interest disclosure. */
  async function mustHaveDisclosures(ids: string[], stage: LeadStage, bulk = false): Promise<void> {
    if (stage !== STAGE_NEEDING_DISCLOSURE) return
    const unsigned = await createDisclosureRepository(db).unsignedSellers(ids)
    if (unsigned.length === 0) return
    if (!bulk) throw new LeadError(422, DISCLOSURE_MESSAGES.stageNeedsSignature)
    const names = [...(await leads.subjectNames(unsigned)).values()].join('; ')
    throw new LeadError(422, `${DISCLOSURE_MESSAGES.stageNeedsSignature} Not signed yet: ${names}. Nothing was changed.`)
  }

  async function mustSee(id: string, actor: LeadActor): Promise<void> {
    if (!(await sees(id, actor))) throw new LeadError(404, 'This lead no longer exists')
  }

  return {
    /** These leads' names for the activity log ("Jane Doe · Tour request"). */
    subjectNames: (ids: string[]) => leads.subjectNames(ids),

    async list(query: LeadListQuery, actor: LeadActor): Promise<LeadList> {
      const { page, pageSize, ...filter } = query
      const scope = await scopeOf(actor)
      const { rows, total } = await leads.list(forActor(filter, actor), pageSize, (page - 1) * pageSize, scope)
      const [clock, others] = await Promise.all([
        waitingClock(),
        persons.otherLeadCounts(
          rows.map((r) => r.id),
          scope && ((ids) => leads.inScopeOf(ids, scope)),
        ),
      ])
      return { items: rows.map((row) => ({ ...toSummary(row, clock), otherLeads: others.get(row.id) ?? 0 })), total, page, pageSize }
    },

    async counts(actor: LeadActor): Promise<LeadCounts> {
      const found = await leads.newCounts(await scopeOf(actor))
      const newByKind = Object.fromEntries(LEAD_KINDS.map((k) => [k, found[k] ?? 0])) as Record<LeadKind, number>
      return { totalNew: Object.values(newByKind).reduce((a, b) => a + b, 0), newByKind }
    },

    async properties(actor: LeadActor) {
      const rows = await leads.propertiesWithLeads(await scopeOf(actor))
      return rows.map((r) => ({ _id: r.id, title: r.title, address: r.address, leads: Number(r.leads) }))
    },

    /** One lead with its status version: the newest status change's id (docs/decisions/0094-no-lost-edits-anywhere.md). */
    async detail(id: string, actor: LeadActor): Promise<LeadDetail | undefined> {
      if (!(await sees(id, actor))) return undefined
      const lead = withStatusVersion(await this.read(id))
      return lead && { ...lead, personId: (await persons.personOf(id)) ?? null }
    },

    async read(id: string): Promise<Omit<LeadDetail, 'statusVersion'> | undefined> {
      const [notes, mails, clock] = await Promise.all([notesOf(id), mailsOf(id), waitingClock()])
      const inquiry = await leads.findInquiry(id)
      if (inquiry) {
        const payload = readPayload(inquiry.payload)
        const property = inquiry.property_id ? await leads.findProperty(inquiry.property_id) : undefined
        const summary = toSummary(
          {
            ...inquiry,
            property_title: property?.title ?? null,
            application_status: null,
            preview: inquiry.message,
            assignee_name: await leads.staffName(inquiry.assigned_to),
          },
          clock,
        )
        const subject = typeof payload.subject === 'string' && payload.subject ? payload.subject : LEAD_KIND_LABELS[summary.kind]
        return {
          ...summary,
          fields: [...labelledFields(payload), ...consentFields(inquiry)],
          message: inquiry.message,
          property: property ? { _id: property.id, title: property.title, address: `${property.address}, ${property.city}` } : null,
          mails,
          notes,
          files: [],
          references: [],
          confirmed: null,
          replySubject: `Re: ${subject}`,
          ...(summary.kind === 'rental-application' &&
            typeof payload.rentalApplicationId === 'string' && { rentalApplicationId: payload.rentalApplicationId }),
        }
      }
      const application = await leads.findApplication(id)
      if (application) {
        const payload = readPayload(application.payload)
        const files = await leads.applicationFiles(id)
        const summary = toSummary(
          {
            id,
            kind: 'application',
            name: application.contact_name,
            email: application.email,
            phone: application.phone,
            property_id: null,
            property_title: null,
            created_at: application.created_at,
            status: isApplicationStatus(application.status) ? APPLICATION_LEAD_STATUS[application.status] : 'new',
            application_status: application.status,
            preview: application.company_name,
            offensive_language: application.offensive_language,
            assigned_to: application.assigned_to,
            stage: application.stage,
            assignee_name: await leads.staffName(application.assigned_to),
            archived_at: application.archived_at,
            first_response_at: application.first_response_at,
          },
          clock,
        )
        return {
          ...summary,
          fields: [...labelledFields({ companyName: application.company_name, ...payload }), ...consentFields(application, 'Agreed to')],
          message: '',
          property: null,
          mails,
          notes,
          files: files.map((f) => ({
            _id: f.id,
            label: FILE_FIELD_LABELS[f.field] ?? f.field,
            name: shownName(f),
            bytes: f.bytes,
            mimeType: f.mime_type,
            warnings: fileWarnings(f.warnings),
          })),
          references: readReferences(payload.references),
          confirmed: null,
          replySubject: `Re: Preferred bidder application - ${application.company_name}`,
        }
      }
      const subscriber = await leads.findSubscriber(id)
      if (!subscriber) return undefined
      return {
        ...toSummary({
          id,
          kind: 'subscriber',
          name: '',
          email: subscriber.email,
          phone: '',
          property_id: null,
          property_title: null,
          created_at: subscriber.created_at,
          status: subscriber.status,
          application_status: null,
          preview: '',
          offensive_language: 0,
          assigned_to: subscriber.assigned_to,
          stage: subscriber.stage,
          assignee_name: await leads.staffName(subscriber.assigned_to),
          archived_at: subscriber.archived_at,
        }),
        fields: [{ label: 'Email', value: subscriber.email }],
        message: '',
        property: null,
        mails,
        notes,
        files: [],
        references: [],
        confirmed: subscriber.confirmed_at !== null,
        replySubject: 'Upcoming listings',
      }
    },

    /** Sets a lead's status; an application's applicant is mailed about the change in the same transaction. */
    /** A status change made from an older status version is refused with who changed the status, when, and the lead now. */
    async guarded(id: string, expected: string | undefined, change: () => Promise<boolean>): Promise<boolean> {
      try {
        return await change()
      } catch (err) {
        if (!(err instanceof ChangedSinceError)) throw err
        const lead = withStatusVersion(await this.read(id))
        const last = lead?.notes.findLast(isVersioned)
        throw new StaleVersionError('lead', {
          version: err.version,
          savedBy: last?.author ?? '',
          savedAt: last?.createdAt ?? '',
          current: lead,
        })
      }
    },

    /**
     * Sets a lead's status; with `expected` (the status version the screen showed), a status changed by someone else
     * since is refused (a status that is already the one asked for changes nothing and is not refused).
     */
    async setStatus(id: string, status: string, user: SignedInUser, expected?: string): Promise<{ changed: boolean; kind: LeadKind }> {
      await mustSee(id, user)
      const application = await leads.findApplication(id)
      if (application) {
        if (!isApplicationStatus(status))
          throw new LeadError(400, `Invalid field "status": Status: an application is ${APPLICATION_STATUSES.join(', ')}`)
        const changed = await this.guarded(id, expected, () =>
          withMail(db, async (trx) => {
            if (!(await leads.setApplicationStatus(id, status, trx))) return false
            await unchangedStatus(id, expected, trx)
            await leads.addNote(
              { id: newId(), lead_id: id, kind: 'status', body: status, ...authorOf(user), created_at: new Date().toISOString() },
              trx,
            )
            const mail = applicationStatusMail(
              { id, contactName: application.contact_name, email: application.email, lang: storedLang(application.locale) },
              status,
              statusUrlOf(application),
            )
            await enqueueMail(trx, mail)
            return true
          }),
        )
        return { changed, kind: 'application' }
      }
      const inquiry = await leads.findInquiry(id)
      const subscriber = inquiry ? undefined : await leads.findSubscriber(id)
      if (!inquiry && !subscriber) throw new LeadError(404, 'This lead no longer exists')
      if (!isLeadStatus(status)) throw new LeadError(400, `Invalid field "status": Status: a lead is ${LEAD_STATUSES.join(', ')}`)
      const changed = await this.guarded(id, expected, () =>
        db.transaction().execute(async (trx) => {
          const done = inquiry ? await leads.setInquiryStatus(id, status, trx) : await leads.setSubscriberStatus(id, status, trx)
          if (!done) return false
          await unchangedStatus(id, expected, trx)
          await leads.addNote(
            { id: newId(), lead_id: id, kind: 'status', body: status, ...authorOf(user), created_at: new Date().toISOString() },
            trx,
          )
          return true
        }),
      )
      return {
        changed,
        kind: inquiry ? toSummary({ ...inquiry, property_title: null, application_status: null, preview: '' }).kind : 'subscriber',
      }
    },

    /** Staff leads can be assigned to. */
    async assignees() {
      // By name as people read it (the databases' orders differ in case and accents).
      return (await leads.assignees()).map((u) => ({ _id: u.id, name: u.name })).sort((a, b) => a.name.localeCompare(b.name, 'en'))
    },

    /**
     * One action on many leads (docs/decisions/0107-lead-bulk-actions-and-assignee.md): all of them must be the
     * actor's, or nothing changes; each lead changed by someone else since the screen read it (its status version) is
     * left as it is and named in the answer.
     */
    async bulk(body: LeadBulkBody, user: SignedInUser): Promise<LeadBulkResult & { assigneeName: string | null }> {
      const ids = [...new Set(body.leads.map((l) => l.id))]
      const expected = new Map(body.leads.map((l) => [l.id, l.statusVersion]))
      const scope = await scopeOf(user)
      if (scope) {
        const mine = await leads.inScopeOf(ids, scope)
        if (ids.some((id) => !mine.has(id))) throw new LeadError(403, BULK_MESSAGES.notYours)
      }
      const states = await leads.states(ids)
      if (body.action === 'stage') await mustHaveDisclosures(ids, body.stage, true)
      if (body.action === 'status' && [...states.values()].some((s) => s.table === 'bidder_applications'))
        throw new LeadError(400, BULK_MESSAGES.applicationStatus)
      let assigneeName: string | null = null
      if (body.action === 'assign' && body.assigneeId !== null) {
        const assignee = (await leads.assignees()).find((u) => u.id === body.assigneeId)
        if (!assignee) throw new LeadError(400, BULK_MESSAGES.noAssignee)
        assigneeName = assignee.name
      }
      const result: LeadBulkResult = { changed: [], unchanged: [], stale: [], missing: [] }
      for (const id of ids) {
        const state = states.get(id)
        if (!state) {
          result.missing.push(id)
          continue
        }
        try {
          const changed =
            body.action === 'status'
              ? (await this.setStatus(id, body.status, user, expected.get(id))).changed
              : await this.change(state.table, id, body, assigneeName, user, expected.get(id))
          ;(changed ? result.changed : result.unchanged).push(id)
        } catch (err) {
          if (err instanceof LeadError && err.statusCode === 404) result.missing.push(id)
          else if (err instanceof StaleVersionError) {
            const conflict = err.conflict as { savedBy: string; savedAt: string; current?: { name: string; email: string } }
            result.stale.push({
              _id: id,
              name: conflict.current?.name || conflict.current?.email || id,
              changedBy: conflict.savedBy,
              changedAt: conflict.savedAt,
            })
          } else throw err
        }
      }
      return { ...result, assigneeName }
    },

    /**
     * Assigns, archives or moves one lead to a stage, with its line in the lead's history, in one transaction; with
     * `expected`, a lead changed by someone else since is refused.
     */
    async change(
      table: LeadTable,
      id: string,
      action: LeadChange,
      assigneeName: string | null,
      user: SignedInUser,
      expected: string | undefined,
    ): Promise<boolean> {
      return this.guarded(id, expected, () =>
        db.transaction().execute(async (trx) => {
          const done =
            action.action === 'assign'
              ? await leads.setAssignee(table, id, action.assigneeId, trx)
              : action.action === 'stage'
                ? await leads.setStage(table, id, action.stage, trx)
                : await leads.setArchived(table, id, action.archived ? new Date().toISOString() : null, trx)
          if (!done) return false
          await unchangedStatus(id, expected, trx)
          const note =
            action.action === 'assign'
              ? { kind: 'assign' as const, body: assigneeName ?? '' }
              : action.action === 'stage'
                ? { kind: 'stage' as const, body: action.stage }
                : { kind: 'archive' as const, body: action.archived ? 'archived' : 'restored' }
          await leads.addNote({ id: newId(), lead_id: id, ...note, ...authorOf(user), created_at: new Date().toISOString() }, trx)
          return true
        }),
      )
    },

    /** Moves one lead to a stage (docs/decisions/0116-lead-stages.md), refused like a status change made from an older version. */
    async setStage(id: string, stage: LeadStage, user: SignedInUser, expected?: string): Promise<boolean> {
      await mustSee(id, user)
      const state = (await leads.states([id])).get(id)
      if (!state) throw new LeadError(404, 'This lead no longer exists')
      await mustHaveDisclosures([id], stage)
      return this.change(state.table, id, { action: 'stage', stage }, null, user, expected)
    },

    async addNote(id: string, body: string, user: SignedInUser): Promise<LeadNote> {
      await mustSee(id, user)
      const exists = (await leads.findInquiry(id)) ?? (await leads.findApplication(id)) ?? (await leads.findSubscriber(id))
      if (!exists) throw new LeadError(404, 'This lead no longer exists')
      const note = { id: newId(), lead_id: id, kind: 'note' as const, body, ...authorOf(user), created_at: new Date().toISOString() }
      await leads.addNote(note)
      return { _id: note.id, kind: 'note', body, author: note.author_name, createdAt: note.created_at }
    },

    /** Staff's "send again" of one mail about this lead. */
    async resendMail(id: string, mailId: string, actor: LeadActor): Promise<RetryResult> {
      await mustSee(id, actor)
      const mails = await mailsOf(id)
      if (!mails.some((m) => m.id === mailId)) throw new LeadError(404, 'No such mail about this lead')
      return options.outbox.retryMail(mailId)
    },

    /** An application's file from the store (private/applications/<id>/, never public), to stream to staff. */
    async applicationFile(id: string, fileId: string, actor: LeadActor) {
      if (!(await sees(id, actor))) return undefined
      const file = await leads.findApplicationFile(id, fileId)
      if (!file) return undefined
      // Stored under server-made names (server/leads/bidders/bidder-applications.service.ts); a row naming anything
      // else reads nothing.
      const key = applicationFileKey(id, file.stored_file)
      if (!isSafeKey(key) || file.stored_file.includes('/')) return undefined
      // A file gone from the store (restored backup, manual clean-up) is a 404, not a broken download.
      const read = await options.storage.get(key)
      if (!read) return undefined
      return { body: read.body, name: shownName(file), mimeType: file.mime_type, bytes: read.size }
    },

    /**
     * The filtered list as CSV, written as it is read (a page of leads at a time), so any number of leads is sent in
     * the same memory.
     */
    async *exportCsv(filter: LeadFilter, actor: LeadActor): AsyncGenerator<string> {
      yield (
        CSV_START +
        csvLine(['Date', 'Kind', 'Status', 'Name', 'Email', 'Phone', 'Property', 'Message or company', 'Consent', 'Consent given'])
      )
      let lines = ''
      let count = 0
      for await (const row of leads.each(forActor(filter, actor), await scopeOf(actor))) {
        const s = toSummary({ ...row, preview: '' })
        lines += csvLine([
          formatBusinessStamp(s.createdAt),
          LEAD_KIND_LABELS[s.kind],
          leadStatusLabel(s),
          s.name,
          s.email,
          s.phone,
          s.propertyTitle ?? '',
          row.preview,
          ...consentCsv(row),
        ])
        // Lines go out in chunks of a few hundred: one write per lead would cost more than the lead.
        if (++count % 200 === 0) {
          yield lines
          lines = ''
        }
      }
      if (lines) yield lines
    },

    listSubscribers: (q: string | undefined, page: number, pageSize: number) => leads.listSubscribers(q, pageSize, (page - 1) * pageSize),
    deleteSubscriber: (id: string) => leads.deleteSubscriber(id),
  }
}

export type LeadInbox = ReturnType<typeof createLeadInbox>

function readReferences(value: unknown): LeadDetail['references'] {
  let list = value
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list)
    } catch {
      return []
    }
  }
  if (!Array.isArray(list)) return []
  const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v))
  return list
    .filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object')
    .map((r) => ({ name: text(r.name), company: text(r.company), phone: text(r.phone), email: text(r.email), project: text(r.project) }))
}
