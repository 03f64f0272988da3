import { z } from 'zod'
import { cleanBlock, cleanLine } from '#core/clean-text.ts'
import { isPhone } from '#core/normalize-text.ts'
import { withHttps } from '#core/format.ts'
import { ID_PATTERN } from '#core/ids.ts'
import { textFields } from '#core/text-fields.ts'
import type { Lang } from '#core/i18n/locale.ts'
import type { InLanguage } from '#core/content/content-spanish.ts'

// Agent, partner and team member (docs/product.md#agent-partner-and-team-member-records).

/**
 * The Spanish of what people read about a person, '' until staff write it; a Spanish page shows the English, marked,
 * meanwhile (docs/decisions/0186-spanish-people-banners-and-footer.md).
 */
const spanishFields = { titleEs: z.string().optional(), bioEs: z.string().optional() }

export const AgentSchema = z.object({
  ...textFields('_id', 'name', 'title', 'bio', 'phone', 'email', 'photo'),
  ...spanishFields,
  isActive: z.boolean().meta({ title: 'Active' }),
})
export type Agent = z.infer<typeof AgentSchema>

export const PartnerSchema = z.object({
  ...textFields('_id', 'title', 'description', 'logo', 'phone', 'email', 'website'),
  descriptionEs: z.string().optional(),
})
export type Partner = z.infer<typeof PartnerSchema>

/**
 * An agent or partner as staff edit it: its last change time is its version, which a save sends back as If-Match
 * (docs/decisions/0094-no-lost-edits-anywhere.md).
 */
export const StaffAgentSchema = AgentSchema.extend({ updatedAt: z.string() })
export type StaffAgent = z.infer<typeof StaffAgentSchema>
export const StaffPartnerSchema = PartnerSchema.extend({ updatedAt: z.string() })
export type StaffPartner = z.infer<typeof StaffPartnerSchema>

export const TeamMemberSchema = z.object({
  ...textFields('_id', 'name', 'title', 'bio', 'email', 'phone', 'photo', 'linkedin'),
  ...spanishFields,
  specialties: z.array(z.string()),
  /** Each specialty's Spanish, by its English words; a specialty without one shows in English, marked. */
  specialtiesEs: z.record(z.string(), z.string()).optional(),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

// Staff edits of agents and partners. Photos and logos are
// uploaded on their own routes through the image pipeline, not in these bodies.

const optionalEmail = cleanLine(320)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter an e-mail address like name@example.com')
  .meta({ title: 'Email' })
const optionalPhone = cleanLine(40)
  .refine((v) => v === '' || isPhone(v), 'Enter a phone number like (402) 555-0123')
  .meta({ title: 'Phone' })

const agentFields = {
  name: cleanLine(200).pipe(z.string().min(1, 'Name is required')).meta({ title: 'Name' }),
  title: cleanLine(200).meta({ title: 'Title' }),
  bio: cleanBlock(5000).meta({ title: 'Bio' }),
  titleEs: cleanLine(200).meta({ title: 'Title in Spanish' }),
  bioEs: cleanBlock(5000).meta({ title: 'Bio in Spanish' }),
  phone: optionalPhone,
  email: optionalEmail,
  isActive: z.boolean().meta({ title: 'Active' }),
}
export const AgentBodySchema = z.object({
  ...agentFields,
  title: agentFields.title.default(''),
  bio: agentFields.bio.default(''),
  // Left out (a client of the spec's payload), the Spanish stays as it is.
  titleEs: agentFields.titleEs.optional(),
  bioEs: agentFields.bioEs.optional(),
  phone: agentFields.phone.default(''),
  email: agentFields.email.default(''),
  isActive: agentFields.isActive.default(true),
})
/** Only the fields sent change (the isActive switch sends one). */
export const AgentPatchSchema = z.object(agentFields).partial()
export type AgentPatch = z.infer<typeof AgentPatchSchema>

const website = cleanLine(500)
  // A website given without http(s) gets https://.
  .transform(withHttps)
  .refine((v) => {
    if (v === '') return true
    try {
      const u = new URL(v)
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.')
    } catch {
      return false
    }
  }, 'Enter a web address such as example.com')
  .meta({ title: 'Website' })

const partnerFields = {
  title: cleanLine(200).pipe(z.string().min(1, 'Name is required')).meta({ title: 'Name' }),
  description: cleanBlock(2000).meta({ title: 'Description' }),
  descriptionEs: cleanBlock(2000).meta({ title: 'Description in Spanish' }),
  phone: optionalPhone,
  email: optionalEmail,
  website,
}
export const PartnerBodySchema = z.object({
  ...partnerFields,
  description: partnerFields.description.default(''),
  // Left out (a client of the spec's payload), the Spanish stays as it is.
  descriptionEs: partnerFields.descriptionEs.optional(),
  phone: partnerFields.phone.default(''),
  email: partnerFields.email.default(''),
  website: partnerFields.website.default(''),
})
export const PartnerPatchSchema = z.object(partnerFields).partial()
export type PartnerPatch = z.infer<typeof PartnerPatchSchema>

/** A new display order: every id once, first shown first. */
export const OrderBodySchema = z.object({
  ids: z.array(z.string().regex(ID_PATTERN)).min(1).max(1000),
})

/** Whether a text (plain or rich) says anything: an empty editor's "<p></p>" does not. */
const written = (text: string | undefined) => Boolean(text?.replace(/<[^>]*>/g, '').trim())

/**
 * A person's title, bio and specialties in the page's language (docs/decisions/0186-spanish-people-banners-and-footer.md):
 * on a Spanish page each in Spanish when staff wrote it, else in English with its path in `english` ("title", "bio",
 * "specialties.2"), shown lang="en" and marked.
 */
export function personInLanguage<
  T extends {
    title: string
    bio: string
    titleEs?: string
    bioEs?: string
    specialties?: string[]
    specialtiesEs?: Record<string, string>
  },
>(person: T, lang: Lang): InLanguage<Omit<T, 'titleEs' | 'bioEs' | 'specialtiesEs'>> {
  const { titleEs, bioEs, specialtiesEs, ...shown } = person
  if (lang === 'en') return { ...shown, english: [] }
  const english: string[] = []
  for (const [field, spanish] of [
    ['title', titleEs],
    ['bio', bioEs],
  ] as const) {
    if (written(spanish)) (shown as { title: string; bio: string })[field] = spanish!
    else if (written(person[field])) english.push(field)
  }
  if (shown.specialties) {
    shown.specialties = shown.specialties.map((specialty, i) => {
      const spanish = specialtiesEs?.[specialty]?.trim()
      if (spanish) return spanish
      english.push(`specialties.${i}`)
      return specialty
    })
  }
  return { ...shown, english }
}

/** A partner's description in the page's language: the Spanish when staff wrote it, else the English with "description" in `english`. */
export function partnerInLanguage(partner: Partner, lang: Lang): InLanguage<Omit<Partner, 'descriptionEs'>> {
  const { descriptionEs, ...shown } = partner
  if (lang === 'en') return { ...shown, english: [] }
  if (written(descriptionEs)) return { ...shown, description: descriptionEs!.trim(), english: [] }
  return { ...shown, english: written(shown.description) ? ['description'] : [] }
}
