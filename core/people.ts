import { z } from 'zod'

// Agent, partner and team member of spec 1 §3 and spec 2 §3.

export const AgentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  phone: z.string(),
  email: z.string(),
  photo: z.string(),
  isActive: z.boolean(),
})
export type Agent = z.infer<typeof AgentSchema>

export const PartnerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  logo: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
})
export type Partner = z.infer<typeof PartnerSchema>

export const TeamMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  email: z.string(),
  phone: z.string(),
  photo: z.string(),
  linkedin: z.string(),
  specialties: z.array(z.string()),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>
