import type { Kysely } from 'kysely'
import { readStored } from '#core/stored-json.ts'
import type { Database } from '#server/db/schema.ts'
import {
  checkFairHousing,
  FAIR_HOUSING_RULES,
  fairHousingReasonNeeded,
  FairHousingRulesBodySchema,
  type FairHousingFlag,
  type FairHousingRule,
  type FairHousingRules,
  type FairHousingRulesBody,
} from '#core/content/fair-housing-check.ts'
import { FIRST_STATUS_VERSION } from '#core/leads/lead-inbox.ts'
import { lastSettingsSave, saveSettings, settingsRow, writeSettingsRow } from '#server/plugins/if-match.ts'
import { createRecordHistory, type VersionedKind } from '#server/history/record-history.service.ts'

// The fair-housing check with staff's own rules (docs/decisions/0143-staff-fair-housing-rules.md): one settings
// document saved over its version, each save keeping a version in the record history. The check reads the rules at
// every call (one small row), so a rule a staff member adds is used by every editor's next check, on every server.

type Db = Kysely<Database>
/** The one settings document's id (and its record id in the history). */
export const FAIR_HOUSING_SETTINGS_ID = 'rules'

function createFairHousingRepository(db: Db) {
  return {
    row: (trx: Db = db) => settingsRow(trx, 'fair_housing_settings', FAIR_HOUSING_SETTINGS_ID),
    save: (rules: string, at: string, by: string, trx: Db) =>
      writeSettingsRow(trx, 'fair_housing_settings', FAIR_HOUSING_SETTINGS_ID, { rules, updated_at: at, updated_by: by }),
    lastSave: () => lastSettingsSave(db, 'fair_housing_settings', FAIR_HOUSING_SETTINGS_ID),
    username: async (id: string, trx: Db) =>
      (await trx.selectFrom('admin_users').select('username').where('id', '=', id).executeTakeFirst())?.username ?? '',
  }
}

/** Staff's rules as stored; none before the first save or when the stored ones cannot be read. */
async function staffRules(db: Db): Promise<{ rules: FairHousingRule[]; version: string }> {
  const row = await createFairHousingRepository(db).row()
  return { rules: readStored(FairHousingRulesBodySchema.shape.rules, row?.rules, []), version: row?.updated_at ?? FIRST_STATUS_VERSION }
}

/** The versions of staff's rules: the list as each save left it. */
export const FAIR_HOUSING_VERSIONS: VersionedKind = {
  kind: 'fair-housing',
  snapshot: async (_id, db) => ({ rules: (await staffRules(db)).rules }),
}

/** An answer that refuses a publication with flags left and no reason: 400 with the flagged phrases. */
export class FairHousingReasonError extends Error {
  readonly statusCode = 400
  readonly answerDetails: { fairHousing: { phrases: string[] } }
  constructor(phrases: string[]) {
    super(fairHousingReasonNeeded(phrases))
    this.answerDetails = { fairHousing: { phrases } }
  }
}

export function createFairHousing(db: Db) {
  const repo = createFairHousingRepository(db)
  const history = createRecordHistory(db)
  const saving = history.saving(FAIR_HOUSING_VERSIONS)
  const read = async (): Promise<FairHousingRules> => ({ builtIn: [...FAIR_HOUSING_RULES], ...(await staffRules(db)) })

  /** Every flag in the texts, by the built-in rules and staff's. */
  const check = async (...texts: string[]): Promise<FairHousingFlag[]> => {
    const rules = [...FAIR_HOUSING_RULES, ...(await staffRules(db)).rules]
    return texts.flatMap((text) => checkFairHousing(text, rules))
  }

  const save = (body: FairHousingRulesBody, by: string, expected?: string): Promise<FairHousingRules> =>
    saveSettings(db, 'fair-housing rules', expected, {
      version: async (trx) => (await repo.row(trx))?.updated_at ?? FIRST_STATUS_VERSION,
      write: (trx, version) => repo.save(JSON.stringify(body.rules), version, by, trx),
      lastSave: () => repo.lastSave(),
      read,
      within: async (work) => saving(FAIR_HOUSING_SETTINGS_ID, await repo.username(by, db), work),
    })

  return {
    read,
    check,
    /** The kept versions of staff's rules, newest first. */
    versions: () => history.versions('fair-housing', FAIR_HOUSING_SETTINGS_ID, { rules: 'Rules' }),
    /** Saves staff's rules; refused with 409 when someone saved them after `expected`. */
    save,
    /** Saves a kept version of the rules again (a save like any other, so it is kept as the newest version). */
    async restore(versionId: string, by: string, expected?: string): Promise<FairHousingRules> {
      const kept = FairHousingRulesBodySchema.safeParse(await history.version('fair-housing', FAIR_HOUSING_SETTINGS_ID, versionId))
      if (!kept.success)
        throw Object.assign(new Error('This version does not meet the current rules and cannot be restored.'), { statusCode: 400 })
      return save(kept.data, by, expected)
    },
    /**
     * What a publication of these texts records about the check: nothing when nothing is flagged; the phrases and the
     * reason when a reason is given; refused (FairHousingReasonError) when phrases are flagged and no reason is given
     * (docs/decisions/0144-fair-housing-reason-to-publish.md).
     */
    async review(texts: string[], reason: string | undefined): Promise<{ fairHousing?: { phrases: string[]; reason: string } }> {
      const phrases = [...new Set((await check(...texts)).map((f) => f.phrase.toLowerCase()))]
      if (phrases.length === 0) return {}
      if (!reason) throw new FairHousingReasonError(phrases)
      return { fairHousing: { phrases, reason } }
    },
  }
}

export type FairHousing = ReturnType<typeof createFairHousing>
