import type { Insertable, Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { emailKey, phoneKey } from '#core/leads/person-keys.ts'

// A busy office's leads for the bench (docs/performance.md, "Data
// at scale"): inquiries of every kind, each with the mail sent about it and
// some with staff notes, preferred-bidder applications with their mail, and
// the staff's activity log. Rows go in batches inside one transaction per
// table, so 200,000 leads take seconds, not minutes.

const FIRST = [
  'Jordan',
  'Avery',
  'Maria',
  'James',
  'Priya',
  'Chen',
  'Olivia',
  'Mateo',
  'Grace',
  'Noah',
  'Fatima',
  'Liam',
  'Sofia',
  'Ethan',
  'Hannah',
  'Diego',
]
const LAST = [
  'Lee',
  'Novak',
  'Garcia',
  'Okafor',
  'Patel',
  'Nguyen',
  'Schmidt',
  'Johnson',
  'Kowalski',
  'Brown',
  'Haddad',
  'Svoboda',
  'Murphy',
  'Ortiz',
]
const KINDS = ['agent', 'tour', 'interest', 'consultation', 'contact', 'sell-to-us'] as const
const STATUSES = ['new', 'in-progress', 'closed', 'closed'] as const
const APPLICATION_STATUSES = ['received', 'under-review', 'approved', 'declined'] as const
const MESSAGES = [
  'Is this home still available? We would like to see it this weekend.',
  'Could you tell me more about the roof and the furnace?',
  'We are pre-approved and looking to move before school starts.',
  'What are the HOA fees and what do they cover?',
  'I would like to sell my house on Pacific Street as it is.',
  'Please call me after 5 pm about financing options.',
]
/** The ways people write a phone number, so search by another format is measured too. */
const phoneIn = (n: number) => {
  const line = String(1000 + (n % 9000))
  const exchange = String(200 + (Math.floor(n / 9000) % 800))
  return [`(402) ${exchange}-${line}`, `402-${exchange}-${line}`, `402.${exchange}.${line}`, `+1 402 ${exchange} ${line}`][n % 4]
}

export interface ScaleData {
  /** Listings leads may be about (a lead about a listing names one of these). */
  propertyIds: string[]
  leads: number
  applications: number
  activity: number
  /** Earliest lead; leads are spread from here to now (by default over the 90 days retention keeps mail copies). */
  since?: Date
}

/** The person of lead `n` (every three leads in a row are one person): the bench reads their timeline. */
export const generatedPersonId = (n: number) => hexId('9e25', Math.floor(n / LEADS_PER_PERSON))

/** A lead's name, e-mail and phone as the generator writes them: the bench searches for them. */
export function generatedContact(n: number) {
  const first = FIRST[n % FIRST.length]
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length]
  return { name: `${first} ${last}`, email: `${first}.${last}${n}@example.com`.toLowerCase(), phone: phoneIn(n) }
}

const BATCH = 500
const LEADS_PER_PERSON = 3

/** A lead's person and its matching keys, as persons keep them (core/leads/person-keys.ts). */
function personKeys(n: number, person: string) {
  const contact = generatedContact(n)
  return { person_id: person, email_key: emailKey(contact.email), phone_key: phoneKey(contact.phone) }
}

async function insertBatched<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  count: number,
  row: (i: number) => Insertable<Database[T]>,
) {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => row(start + k))
      // Kysely cannot follow a table chosen by a type parameter to its row type; `row` is typed by it.
      await trx
        .insertInto(table)
        .values(rows as never)
        .execute()
    }
  })
}

const hexId = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`

export async function addScaleData(db: Kysely<Database>, data: ScaleData): Promise<void> {
  // Within the periods retention keeps (core/content/legal-defaults.ts): a server started on the data deletes nothing.
  const since = (data.since ?? new Date(Date.now() - 85 * 86_400_000)).getTime()
  const span = Date.now() - since
  // Newest last, evenly spread: lead n arrived at this time.
  const at = (n: number, total: number) => new Date(since + Math.floor((span * n) / total)).toISOString()
  const leadId = (n: number) => hexId('1ead', n)
  // Persons (docs/decisions/0126-one-person-behind-many-leads.md): every three leads in a row are one person, who wrote
  // from three addresses; each application is a person of its own.
  const personId = (p: number) => hexId('9e25', p)
  const persons = Math.ceil(data.leads / LEADS_PER_PERSON)
  await insertBatched(db, 'persons', persons + data.applications, (p) => ({
    id: personId(p),
    display_name: generatedContact(p < persons ? p * LEADS_PER_PERSON : data.leads + p - persons).name,
    created_at: p < persons ? at(p * LEADS_PER_PERSON, data.leads) : at(p - persons, data.applications),
  }))

  await insertBatched(db, 'inquiries', data.leads, (n) => {
    const kind = KINDS[n % KINDS.length]
    const about = kind === 'agent' || kind === 'tour' || kind === 'interest'
    const message = MESSAGES[n % MESSAGES.length]
    return {
      id: leadId(n),
      kind,
      property_id: about && data.propertyIds.length ? data.propertyIds[(n * 7919) % data.propertyIds.length] : null,
      ...generatedContact(n),
      ...personKeys(n, personId(Math.floor(n / LEADS_PER_PERSON))),
      message,
      payload: JSON.stringify({ message }),
      status: STATUSES[n % STATUSES.length],
      created_at: at(n, data.leads),
    }
  })
  await insertBatched(db, 'mail_outbox', data.leads + data.applications, (n) => {
    const lead = n < data.leads
    const created = lead ? at(n, data.leads) : at(n - data.leads, data.applications)
    return {
      id: hexId('3a11', n),
      to_address: 'office@example.com',
      cc: '',
      reply_to: lead ? generatedContact(n).email : '',
      subject: lead ? 'New inquiry from the website' : 'Your preferred bidder application',
      text_body: 'A lead came in through the website.',
      html_body: '<p>A lead came in through the website.</p>',
      related_id: lead ? leadId(n) : applicationId(n - data.leads, created),
      next_attempt_at: created,
      sent_at: created,
      last_error: null,
      created_at: created,
      message_id: `<${hexId('3a11', n)}@bench.example>`,
      claim_token: null,
      failed_at: null,
    }
  })
  // One lead in three has a staff note.
  const notes = Math.floor(data.leads / 3)
  await insertBatched(db, 'lead_notes', notes, (k) => ({
    id: hexId('2073', k),
    lead_id: leadId(k * 3),
    kind: 'note' as const,
    body: 'Called back, left a message.',
    author_id: null,
    author_name: 'Office',
    created_at: at(k * 3, data.leads),
  }))
  await insertBatched(db, 'bidder_applications', data.applications, (n) => {
    const created = at(n, data.applications)
    const contact = generatedContact(data.leads + n)
    return {
      id: applicationId(n, created),
      company_name: `${contact.name.split(' ')[1]} Renovation ${n}`,
      contact_name: contact.name,
      email: contact.email,
      phone: contact.phone,
      ...personKeys(data.leads + n, personId(persons + n)),
      payload: '{}',
      status: APPLICATION_STATUSES[n % APPLICATION_STATUSES.length],
      created_at: created,
      status_token: null,
      confirmation_sent_at: created,
      status_changed_at: null,
    }
  })
  await insertBatched(db, 'audit_log', data.activity, (n) => ({
    id: hexId('a0d1', n),
    user_id: null,
    username: ['office', 'dana', 'sam'][n % 3],
    action: ['listing.update', 'lead.status', 'lead.note', 'content.save'][n % 4],
    method: 'PATCH',
    path: '/api/admin/contacts/x',
    details: JSON.stringify({ id: leadId(n % Math.max(1, data.leads)) }),
    ip: '127.0.0.1',
    created_at: at(n, data.activity),
  }))
}

const applicationId = (n: number, createdAt: string) => `PB-${Date.parse(createdAt)}-${n.toString(36).padStart(7, '0').slice(-7)}`
