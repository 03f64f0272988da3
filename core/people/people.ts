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

export const PartnerSchema = z.object(textFields('_id', 'title', 'description', 'logo', 'phone', 'email', 'website'))
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
  phone: optionalPhone,
  email: optionalEmail,
  website,
}
export const PartnerBodySchema = z.object({
  ...partnerFields,
  description: partnerFields.description.default(''),
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
 * A person's title and bio in the page's language (docs/decisions/0186-spanish-people-banners-and-footer.md): on a
 * Spanish page each in Spanish when staff wrote it, else in English with its name in `english` (shown lang="en", marked).
 */
export function personInLanguage<T extends { title: string; bio: string; titleEs?: string; bioEs?: string }>(
  person: T,
  lang: Lang,
): InLanguage<Omit<T, 'titleEs' | 'bioEs'>> {
  const { titleEs, bioEs, ...shown } = person
  if (lang === 'en') return { ...shown, english: [] }
  const english: string[] = []
  for (const [field, spanish] of [
    ['title', titleEs],
    ['bio', bioEs],
  ] as const) {
    if (written(spanish)) (shown as { title: string; bio: string })[field] = spanish!
    else if (written(person[field])) english.push(field)
  }
  return { ...shown, english }
}
