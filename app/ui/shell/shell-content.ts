import type { PublicContent } from '#core/content/content.ts'

export type FooterContent = PublicContent['footer']
export type ContactContent = PublicContent['contact']
