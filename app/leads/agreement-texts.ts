import type { TFunction } from 'i18next'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'

// The agreements a visitor ticks, in the page's language (docs/decisions/0181-spanish-agreements.md,
// docs/decisions/0187-spanish-open-houses-answers-and-evidence.md): the page shows and sends these words, and the
// server, which builds the same words from the same files, keeps the ones the visitor saw as the evidence. The English
// files' words are core's constants (app/ui/forms/known-messages.test.ts).

export type AgreementKind = 'rental' | 'openHouse' | 'bidders'

/** An agreement's words by `t` (any namespace: the keys name theirs). */
export function agreementText(t: TFunction, kind: AgreementKind): string {
  switch (kind) {
    case 'rental':
      return t('rentals:consent', { company: COMPANY_NAME })
    case 'openHouse':
      return t('leads:signIn.consent', { company: COMPANY_NAME })
    case 'bidders':
      return `${t('bidders:agreement.agreeToProvideDocuments')} ${t('bidders:agreement.agreeToSiteRules')}`
  }
}
