import type { Lang } from '#core/i18n/locale.ts'

// A listing's description in the page's language (docs/decisions/0182-spanish-content-and-descriptions.md): a Spanish
// page shows staff's Spanish description, or the English one marked as such while there is none.

/** The listing with the description of `lang` in `description`; `descriptionInEnglish` when a Spanish page shows the English. */
export function withDescriptionIn<T extends { description: string; descriptionEs?: string }>(
  listing: T,
  lang: Lang,
): Omit<T, 'descriptionEs'> & { descriptionInEnglish: boolean } {
  const { descriptionEs, ...rest } = listing
  const spanish = lang === 'es' ? descriptionEs?.trim() : ''
  return {
    ...rest,
    description: spanish || listing.description,
    descriptionInEnglish: lang === 'es' && !spanish && Boolean(listing.description.trim()),
  }
}
