import type { Kysely } from 'kysely'
import { readStored } from '#core/stored-json.ts'
import type { Database } from '#server/db/schema.ts'
import {
  DEFAULT_SCREENING,
  ScreeningSettingsBodySchema,
  criteriaFor,
  type ScreeningCriteria,
  type ScreeningSettings,
  type ScreeningSettingsBody,
} from '#core/leads/rental-screening.ts'
import { FIRST_STATUS_VERSION } from '#core/leads/lead-inbox.ts'
import { lastSettingsSave, saveSettings, settingsRow, writeSettingsRow } from '#server/plugins/if-match.ts'

// The rentals' screening criteria (docs/decisions/0130-rental-applications.md): one settings document, the criteria
// of all rentals and each listing's own, saved over its version like the routing rules and the response timer.

type Db = Kysely<Database>
const SETTINGS_ID = 'rentals'

function createScreeningRepository(db: Db) {
  return {
    row: (trx: Db = db) => settingsRow(trx, 'rental_screening_settings', SETTINGS_ID),
    save: (criteria: string, at: string, by: string, trx: Db) =>
      writeSettingsRow(trx, 'rental_screening_settings', SETTINGS_ID, { criteria, updated_at: at, updated_by: by }),
    lastSave: () => lastSettingsSave(db, 'rental_screening_settings', SETTINGS_ID),
  }
}

/** The criteria in force: the saved ones, or the defaults before any save (or when a save cannot be read). */
export async function readScreening(db: Db): Promise<ScreeningSettings> {
  const row = await createScreeningRepository(db).row()
  const none = { defaults: DEFAULT_SCREENING, overrides: [] }
  return { ...readStored(ScreeningSettingsBodySchema, row?.criteria, none), version: row?.updated_at ?? FIRST_STATUS_VERSION }
}

export function createScreening(db: Db) {
  const repo = createScreeningRepository(db)
  return {
    read: () => readScreening(db),
    /** The criteria a listing's applicants are screened by. */
    forListing: async (listingId: string): Promise<ScreeningCriteria> => criteriaFor(await readScreening(db), listingId),
    /** Saves the criteria; refused with 409 when someone saved them after `expected`. */
    save: (body: ScreeningSettingsBody, by: string, expected?: string): Promise<ScreeningSettings> =>
      saveSettings(db, 'screening criteria', expected, {
        version: async (trx) => (await repo.row(trx))?.updated_at ?? FIRST_STATUS_VERSION,
        write: (trx, version) => repo.save(JSON.stringify(body), version, by, trx),
        lastSave: () => repo.lastSave(),
        read: () => readScreening(db),
      }),
  }
}

export type Screening = ReturnType<typeof createScreening>
