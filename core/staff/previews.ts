import { z } from 'zod'

/** A staff preview link (docs/decisions/0099-staff-previews.md): the page's address with its token, and until when it works. */
export const PreviewLinkSchema = z.object({ url: z.string(), expiresAt: z.string() })
export type PreviewLink = z.infer<typeof PreviewLinkSchema>

/** A public page a content preview may show: a page of the site, or a listing's page (where the disclosures and social blocks are). */
export const PreviewPageSchema = z
  .string()
  .regex(/^\/(?:[a-z-]*|property\/[0-9a-f]{24})$/, 'page must be a public page of the site, such as /about-us')
