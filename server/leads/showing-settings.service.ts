import type { Kysely } from 'kysely'
import { readStored } from '#core/stored-json.ts'
import type { Database } from '#server/db/schema.ts'
import type { VersionedSave } from '#server/history/record-history.service.ts'
import { ShowingHoursSchema, readShowingSettings, type StaffShowingHours, type StaffShowingSettings } from '#core/leads/showing-settings.ts'
import type { ShowingHours, ShowingSettings } from '#core/leads/showings.ts'
import { officeWeekOf } from '#core/leads/response-timer.ts'
import { readResponseTimer } from './response-timer.service.ts'
import { createShowingRepository } from './showings.repository.ts'

// Staff's showing settings (docs/decisions/0129-showing-settings-on-their-records.md): a listing's on the listing, an
// agent's hours on the agent card, each save kept as a version of that record in its transaction.

const notFound = (noun: string) => Object.assign(new Error(`${noun} not found`), { statusCode: 404 })
const refused = (message: string) => Object.assign(new Error(message), { statusCode: 400 })

/** A listing's showing settings as staff edit them (the defaults until a save). */
export async function listingShowingSettings(db: Kysely<Database>, propertyId: string): Promise<StaffShowingSettings> {
  const row = await createShowingRepository(db).listing(propertyId)
  if (!row) throw notFound('Property')
  let listingAgentName = ''
  try {
    const agent = (JSON.parse(row.details) as { agent?: { name?: unknown } }).agent
    listingAgentName = typeof agent?.name === 'string' ? agent.name : ''
  } catch {
    // An unreadable details column names nobody.
  }
  return { settings: readShowingSettings(row.showing_settings), listingAgentName }
}

/** Saves a listing's showing settings as a version of the listing; the agent chosen must be an agent card. */
export async function saveListingShowingSettings(
  db: Kysely<Database>,
  versions: VersionedSave,
  propertyId: string,
  settings: ShowingSettings,
  savedBy: string,
): Promise<void> {
  const repo = createShowingRepository(db)
  if (settings.agentId && !(await repo.agentHours(settings.agentId)))
    throw refused('Invalid field "agentId": choose an agent from the list')
  const saved = await versions(propertyId, savedBy, (trx) => repo.saveListingSettings(propertyId, JSON.stringify(settings), trx))
  if (!saved) throw notFound('Property')
}

/** The office's hours as showing hours: what an agent without their own has. */
async function officeShowingHours(db: Kysely<Database>): Promise<ShowingHours> {
  return { week: officeWeekOf((await readResponseTimer(db)).days), daysOff: [] }
}

/** An agent's showing hours as staff edit them. */
export async function agentShowingHours(db: Kysely<Database>, agentId: string): Promise<StaffShowingHours> {
  const row = await createShowingRepository(db).agentHours(agentId)
  if (!row) throw notFound('Agent')
  const office = await officeShowingHours(db)
  const hours = readStored(ShowingHoursSchema, row.showing_hours, office)
  return { hours: { week: [...hours.week], daysOff: [...hours.daysOff] }, usesOfficeHours: !row.showing_hours }
}

/** Saves an agent's showing hours as a version of the agent. */
export async function saveAgentShowingHours(
  db: Kysely<Database>,
  versions: VersionedSave,
  agentId: string,
  hours: ShowingHours,
  savedBy: string,
): Promise<void> {
  const repo = createShowingRepository(db)
  const saved = await versions(agentId, savedBy, (trx) => repo.saveAgentHours(agentId, JSON.stringify(hours), trx))
  if (!saved) throw notFound('Agent')
}
