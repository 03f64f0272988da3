import { z } from 'zod'
import { RENTAL_APPLICATION_STATUSES, RENTAL_FILE_FIELDS, type ApplicantPart, type Household } from './rental-application.ts'
import { ScreeningCriteriaSchema, type ScreeningCriteria } from './rental-screening.ts'

// Comparing the applications for one home side by side (docs/decisions/0151-rental-applications-as-leads.md): each
// application against the listing's screening criteria, with every miss said in words so staff never rely on colour.

export const CompareRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(RENTAL_APPLICATION_STATUSES),
  applicants: z.array(z.object({ name: z.string(), completed: z.boolean() })),
  /** Everyone who would live there: the applicants and the household members they named. */
  occupants: z.number().int(),
  /** The completed applicants' monthly incomes together, in dollars. */
  monthlyIncome: z.number(),
  /** Income over the rent, to two decimals; null when the rent is not known. */
  incomeRatio: z.number().nullable(),
  moveInDate: z.string(),
  pets: z.string(),
  /** The documents each applicant sent, and the ones missing, in words. */
  documents: z.string(),
  /** What misses the criteria, one sentence each; empty when nothing does. */
  misses: z.array(z.string()),
})
export type CompareRow = z.infer<typeof CompareRowSchema>

export const RentalCompareSchema = z.object({
  listing: z.object({
    _id: z.string(),
    title: z.string(),
    address: z.string(),
    status: z.string(),
    price: z.number(),
    bedrooms: z.number(),
    petPolicy: z.string(),
  }),
  criteria: ScreeningCriteriaSchema,
  /** The occupancy limit for this home when the criteria's words give one ("Two people per bedroom, plus one"). */
  occupancyLimit: z.number().int().nullable(),
  rows: z.array(CompareRowSchema),
})
export type RentalCompare = z.infer<typeof RentalCompareSchema>

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }
const count = (word: string | undefined) => (word === undefined ? 0 : (NUMBERS[word.toLowerCase()] ?? Number(word)))

/** The most people a home may hold by the criteria's words "N people per bedroom[, plus M]"; null when they say it otherwise. */
export function occupancyLimitOf(words: string, bedrooms: number): number | null {
  const m = /(\w+)\s+(?:people|persons|occupants)\s+per\s+bedroom(?:,?\s+plus\s+(\w+))?/i.exec(words)
  if (!m || bedrooms <= 0) return null
  const limit = count(m[1]) * bedrooms + count(m[2])
  return Number.isFinite(limit) && limit > 0 ? limit : null
}

const NO_PETS = /\bno pets\b|\bpets are not\b|\bno animals\b/i

export interface CompareApplication {
  _id: string
  status: CompareRow['status']
  household: Household
  applicants: Array<{
    name: string
    completedAt: string | null
    part: Pick<ApplicantPart, 'monthlyIncome'> | null
    files: Array<{ field: string }>
  }>
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** One application against the criteria. */
export function compareRow(
  a: CompareApplication,
  home: { price: number; status: string; petPolicy: string },
  criteria: ScreeningCriteria,
  limit: number | null,
): CompareRow {
  const completed = a.applicants.filter((p) => p.completedAt)
  const monthlyIncome = completed.reduce((sum, p) => sum + (Number(p.part?.monthlyIncome) || 0), 0)
  const incomeRatio = home.price > 0 ? Math.round((monthlyIncome / home.price) * 100) / 100 : null
  const occupants = a.applicants.length + a.household.householdMembers.length
  const misses: string[] = []
  if (incomeRatio !== null && incomeRatio < criteria.incomeMultiple)
    misses.push(`Income is ${incomeRatio}× the rent, below the ${criteria.incomeMultiple}× asked.`)
  const waiting = a.applicants.length - completed.length
  if (waiting > 0) misses.push(`${plural(waiting, 'applicant has', 'applicants have')} not completed their part.`)
  const missing: string[] = []
  for (const p of completed)
    for (const [field, { label }] of Object.entries(RENTAL_FILE_FIELDS))
      if (!p.files.some((f) => f.field === field)) missing.push(`${label} from ${p.name}`)
  if (missing.length) misses.push(`Missing: ${missing.join(', ')}.`)
  if (limit !== null && occupants > limit) misses.push(`${plural(occupants, 'person', 'people')}, over the limit of ${limit}.`)
  const petPolicy = `${criteria.petPolicy} ${home.petPolicy}`
  if (a.household.pets.length > 0 && NO_PETS.test(petPolicy)) misses.push('Has pets; the pet policy allows none.')
  if (home.status !== 'available') misses.push('The home is no longer available.')
  const sent = completed.map((p) => `${p.name}: ${p.files.length ? plural(p.files.length, 'file') : 'no files'}`)
  return {
    _id: a._id,
    name: a.applicants[0]?.name ?? '',
    status: a.status,
    applicants: a.applicants.map((p) => ({ name: p.name, completed: Boolean(p.completedAt) })),
    occupants,
    monthlyIncome,
    incomeRatio,
    moveInDate: a.household.moveInDate,
    pets: a.household.pets.map((p) => [p.kind, p.breed, p.weight].filter(Boolean).join(', ')).join('; ') || 'None',
    documents: [...sent, ...(missing.length ? [`missing ${missing.join(', ')}`] : [])].join('; ') || 'None yet',
    misses,
  }
}
