import { z } from 'zod'
import { omahaInstant } from './open-house-times.ts'

// An open house of a listing (docs/decisions/0112-open-houses.md): a day and hours in Omaha's time zone, kept as
// UTC instants. One schema for the portal panel's instant messages and the server's check.

/** How far ahead an open house may be scheduled. */
export const OPEN_HOUSE_DAYS_AHEAD = 180
/** The longest open house. */
export const OPEN_HOUSE_MAX_HOURS = 12

export const OpenHouseSchema = z.object({
  _id: z.string(),
  /** UTC instants (ISO 8601). */
  startsAt: z.string(),
  endsAt: z.string(),
})
export type OpenHouse = z.infer<typeof OpenHouseSchema>

/** How long the editor's panel keeps an ended open house, with its sign-ins, in its list. */
export const OPEN_HOUSE_RECENT_DAYS = 30

/** Staff: an open house with its sign-ins and its sign-in page (docs/decisions/0115-open-house-sign-in.md). */
export const StaffOpenHouseSchema = OpenHouseSchema.extend({
  /** Over: no longer on the public pages (sign-in stays open a few hours after the end). */
  ended: z.boolean(),
  /** Visitors who signed in (leads of kind open-house). */
  signIns: z.number().int(),
  /** The sign-in page's full address, as the sheet's QR code carries it. */
  signInUrl: z.string(),
})
export type StaffOpenHouse = z.infer<typeof StaffOpenHouseSchema>
export const StaffOpenHousesSchema = z.object({ items: z.array(StaffOpenHouseSchema) })

/** The printable sign-in sheet: the listing, the time and the QR code of the sign-in page. */
export const OpenHouseSheetSchema = StaffOpenHouseSchema.extend({
  title: z.string(),
  /** "3120 S 95th St, Omaha, NE 68124". */
  address: z.string(),
  /** "$325,000" or "$1,450/mo". */
  price: z.string(),
  /** The listing's first photo, or '' without one. */
  photo: z.string(),
  /** The QR code of `signInUrl`, an SVG data URL. */
  qrCode: z.string(),
  /** The brokerage as staff set it in the footer content, printed with the fair housing statement (docs/decisions/0134-fair-housing-statement.md). */
  brokerageName: z.string(),
  licenseNumber: z.string(),
  /** The listing's public code and the page that checks it, printed against copies (docs/decisions/0146-listing-codes.md). */
  listingCode: z.string(),
  verifyUrl: z.string(),
})
export type OpenHouseSheet = z.infer<typeof OpenHouseSheetSchema>

export const OPEN_HOUSE_MESSAGES = {
  date: 'Choose the day of the open house',
  time: 'Enter a time like 1:00 PM',
  noSuchTime: 'This time does not exist on that day (the clocks go forward)',
  past: 'Choose a time that has not passed yet',
  tooFar: `Choose a day within ${OPEN_HOUSE_DAYS_AHEAD} days`,
  endBeforeStart: 'Choose an end time after the start time',
  tooLong: `An open house lasts at most ${OPEN_HOUSE_MAX_HOURS} hours`,
  overlaps: 'This listing already has an open house at that time',
  notFound: 'This open house is not scheduled (any more)',
} as const

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}$/

/** The panel's form: the day and the start and end times as Omaha's clocks show them; `now` is the clock it checks against. */
export function openHouseInputSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      date: z.string({ error: OPEN_HOUSE_MESSAGES.date }).regex(DATE, OPEN_HOUSE_MESSAGES.date),
      startTime: z.string({ error: OPEN_HOUSE_MESSAGES.time }).regex(TIME, OPEN_HOUSE_MESSAGES.time),
      endTime: z.string({ error: OPEN_HOUSE_MESSAGES.time }).regex(TIME, OPEN_HOUSE_MESSAGES.time),
    })
    .superRefine((value, ctx) => {
      if (!DATE.test(value.date) || !TIME.test(value.startTime) || !TIME.test(value.endTime)) return
      if (!omahaInstant(value.date, '12:00'))
        return void ctx.addIssue({ code: 'custom', path: ['date'], message: OPEN_HOUSE_MESSAGES.date })
      const starts = omahaInstant(value.date, value.startTime)
      const ends = omahaInstant(value.date, value.endTime)
      if (!starts) ctx.addIssue({ code: 'custom', path: ['startTime'], message: OPEN_HOUSE_MESSAGES.noSuchTime })
      if (!ends) ctx.addIssue({ code: 'custom', path: ['endTime'], message: OPEN_HOUSE_MESSAGES.noSuchTime })
      if (!starts || !ends) return
      const at = now().getTime()
      if (starts.getTime() <= at) ctx.addIssue({ code: 'custom', path: ['startTime'], message: OPEN_HOUSE_MESSAGES.past })
      else if (starts.getTime() > at + OPEN_HOUSE_DAYS_AHEAD * 86_400_000)
        ctx.addIssue({ code: 'custom', path: ['date'], message: OPEN_HOUSE_MESSAGES.tooFar })
      if (ends.getTime() <= starts.getTime())
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: OPEN_HOUSE_MESSAGES.endBeforeStart })
      else if (ends.getTime() - starts.getTime() > OPEN_HOUSE_MAX_HOURS * 3_600_000)
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: OPEN_HOUSE_MESSAGES.tooLong })
    })
}
export type OpenHouseInput = z.infer<ReturnType<typeof openHouseInputSchema>>

/** The UTC instants of a checked input. */
export function openHouseInstants(input: OpenHouseInput): { startsAt: string; endsAt: string } {
  return {
    startsAt: omahaInstant(input.date, input.startTime)!.toISOString(),
    endsAt: omahaInstant(input.date, input.endTime)!.toISOString(),
  }
}
