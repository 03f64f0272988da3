import type { PublicContent } from '#core/content'

export type FooterContent = PublicContent['footer']
