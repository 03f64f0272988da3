import { z } from 'zod'
import type { FieldFormats } from '#core/history/record-history.ts'
import { TOUR_TIME_SLOTS } from '#core/constants.ts'
import { readStored } from '#core/stored-json.ts'
import { DEFAULT_SHOWING_SETTINGS, SHOWING_LIMITS, SLOT_REASONS, type ShowingHours, type ShowingSettings } from './showings.ts'

// The schemas of showings (docs/decisions/0127-showing-slots.md): a listing's showing settings and an agent's showing
// hours as staff save them, and the availability API's answer.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const whole = (title: string, unit: string, { min, max }: { min: number; max: number }) =>
  z
    .number(`Enter a number of ${unit}`)
    .int(`Enter whole ${unit}`)
    .min(min, `At least ${min} ${min === 1 ? unit.replace(/ies$/, 'y').replace(/s$/, '') : unit}`)
    .max(max, `At most ${max} ${unit}`)
    .meta({ title })

export const ShowingSettingsSchema = z.object({
  /** null: the listing's own agent. */
  agentId: z.string().max(64).nullable().meta({ title: 'Shown by' }),
  instant: z.boolean().meta({ title: 'Instant booking' }),
  lengthMinutes: whole('Showing length', 'minutes', SHOWING_LIMITS.lengthMinutes),
  bufferMinutes: whole('Buffer between showings', 'minutes', SHOWING_LIMITS.bufferMinutes),
  noticeHours: whole('Minimum notice', 'hours', SHOWING_LIMITS.noticeHours),
  partiesPerSlot: whole('Parties per slot', 'parties', SHOWING_LIMITS.partiesPerSlot),
}) satisfies z.ZodType<ShowingSettings>

const ShowingDaySchema = z
  .object({
    open: z.string().regex(TIME, 'Use a time such as 09:00').meta({ title: 'From' }),
    close: z.string().regex(TIME, 'Use a time such as 17:00').meta({ title: 'To' }),
  })
  .refine((d) => d.close > d.open, { message: 'Ends after it starts', path: ['close'] })
  .nullable()

export const ShowingHoursSchema = z.object({
  /** Sunday first; null: no showings that weekday. */
  week: z.array(ShowingDaySchema).length(7, 'One entry per weekday, Sunday first'),
  daysOff: z
    .array(z.string().regex(DATE, 'Use dates such as 2026-12-24'))
    .max(366)
    .transform((days) => [...new Set(days)].sort())
    .meta({ title: 'Days off' }),
}) satisfies z.ZodType<ShowingHours, unknown>

export const readShowingSettings = (text: string | null | undefined): ShowingSettings =>
  readStored(ShowingSettingsSchema, text, DEFAULT_SHOWING_SETTINGS)

export const ShowingSlotsQuerySchema = z.object({
  from: z.string().regex(DATE, 'from: use a date such as 2026-12-01').optional(),
  to: z.string().regex(DATE, 'to: use a date such as 2026-12-31').optional(),
})

export const ShowingSlotsSchema = z.object({
  propertyId: z.string(),
  instant: z.boolean(),
  days: z.array(
    z.object({
      date: z.string(),
      slots: z.array(
        z.object({
          slot: z.enum(TOUR_TIME_SLOTS),
          free: z.boolean(),
          reason: z.enum(Object.values(SLOT_REASONS) as [string, ...string[]]).optional(),
        }),
      ),
    }),
  ),
})
export type ShowingSlots = z.infer<typeof ShowingSlotsSchema>

/** What the portal edits for a listing: its settings, and who shows it when nobody is chosen (its own agent). */
export const StaffShowingSettingsSchema = z.object({
  settings: ShowingSettingsSchema,
  /** The listing's own agent card's name ('' when it names none): who "the listing's agent" is. */
  listingAgentName: z.string(),
})
export type StaffShowingSettings = z.infer<typeof StaffShowingSettingsSchema>

/** An agent's showing hours as the portal edits them; `usesOfficeHours`: none saved yet (the office hours apply). */
export const StaffShowingHoursSchema = z.object({
  hours: z.object({ week: z.array(z.object({ open: z.string(), close: z.string() }).nullable()), daysOff: z.array(z.string()) }),
  usesOfficeHours: z.boolean(),
})
export type StaffShowingHours = z.infer<typeof StaffShowingHoursSchema>

/** Version labels of the showing fields (docs/decisions/0100-record-history.md). */
export const SHOWING_SETTINGS_FORMATS: FieldFormats = {
  'showing.agentId': 'Showings: shown by (agent id)',
  'showing.instant': { label: 'Showings: instant booking', format: 'yes-no' },
  'showing.lengthMinutes': 'Showings: length (minutes)',
  'showing.bufferMinutes': 'Showings: buffer (minutes)',
  'showing.noticeHours': 'Showings: minimum notice (hours)',
  'showing.partiesPerSlot': 'Showings: parties per slot',
}
