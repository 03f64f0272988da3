import type { Kysely } from 'kysely'
import { readStored } from '#core/stored-json.ts'
import type { Database } from '#server/db/schema.ts'
import { CostAssumptionsBodySchema, type CostAssumptions, type CostAssumptionsBody } from '#core/listings/cost-assumptions.ts'
import { DEFAULT_COST_ASSUMPTIONS } from '#core/listings/cost-estimates.ts'
import { FIRST_STATUS_VERSION } from '#core/leads/lead-inbox.ts'
import { lastSettingsSave, saveSettings, settingsRow, writeSettingsRow } from '#server/plugins/if-match.ts'

// The default assumptions of the monthly-cost estimates (docs/decisions/0141-monthly-cost-assumptions.md): one
// settings document staff save over its version; the public pages read it with the listings.

type Db = Kysely<Database>
const ROW_ID = 'defaults'

const rowOf = (trx: Db) => settingsRow(trx, 'monthly_cost_settings', ROW_ID)

/** The assumptions in force: the saved ones, or the defaults before any save (or when the saved ones cannot be read). */
export async function readCostAssumptions(db: Db): Promise<CostAssumptions> {
  const row = await rowOf(db)
  return {
    ...readStored(CostAssumptionsBodySchema, row?.assumptions, DEFAULT_COST_ASSUMPTIONS),
    version: row?.updated_at ?? FIRST_STATUS_VERSION,
  }
}

export function createCostAssumptions(db: Db) {
  return {
    read: () => readCostAssumptions(db),
    /** Saves the assumptions; refused with 409 when someone saved them after `expected`. */
    save: (body: CostAssumptionsBody, by: string, expected?: string): Promise<CostAssumptions> =>
      saveSettings(db, 'monthly cost assumptions', expected, {
        version: async (trx) => (await rowOf(trx))?.updated_at ?? FIRST_STATUS_VERSION,
        write: (trx, version) =>
          writeSettingsRow(trx, 'monthly_cost_settings', ROW_ID, {
            assumptions: JSON.stringify(body),
            updated_at: version,
            updated_by: by,
          }),
        lastSave: () => lastSettingsSave(db, 'monthly_cost_settings', ROW_ID),
        read: () => readCostAssumptions(db),
      }),
  }
}

export type CostAssumptionsService = ReturnType<typeof createCostAssumptions>
