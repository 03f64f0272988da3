import type { PublicContent } from '#core/content'

export type FooterContent = PublicContent['footer']
export type ContactContent = PublicContent['contact']
