import type { AppLoadContext } from 'react-router'
import type { LegalContent } from '#core/content/content.ts'
import { LEGAL_DEFAULTS } from '#core/content/legal-defaults.ts'

/** The legal pages' content; a failed read shows the default text. */
export async function readLegalContent(context: AppLoadContext): Promise<LegalContent> {
  try {
    return await context.catalog.legalContent()
  } catch (err) {
    console.warn('legal content could not be read; using defaults', err)
    return LEGAL_DEFAULTS
  }
}
