import type { FastifyRequest } from 'fastify'
import type { ConsentColumns } from '#server/db/schema.ts'
import { CONSENT_MESSAGES, consentPagePath, consentVersion } from '#core/leads/consent.ts'
import type { ConsentShown } from '#core/leads/consent-shown.ts'
import { formatBusinessTime } from '#core/business-time.ts'
import type { Lang } from '#core/i18n/locale.ts'
import { i18nFor } from '#app/i18n/i18n.ts'
import { agreementText, type AgreementKind } from '#app/leads/agreement-texts.ts'
import rentals from '#app/locales/es/rentals.json' with { type: 'json' }
import leads from '#app/locales/es/leads.json' with { type: 'json' }
import bidders from '#app/locales/es/bidders.json' with { type: 'json' }

// The server's half of core/leads/consent.ts (docs/decisions/0125-consent-evidence.md): the evidence of a consent
// from a request, checked against the form's current words, as the lead's columns and as staff read it.

/** Where and how the visitor agreed: kept with the lead as the evidence of their consent. */
export interface ConsentEvidence {
  /** The words agreed to; null when an older page did not send them. */
  text: string | null
  version: string | null
  at: string
  page: string | null
  ip: string
  userAgent: string
  /** The language of the words agreed to; null when they are unknown. */
  lang: Lang | null
}

/** An agreement's current words in each language the site shows it in. */
export type AgreementWords = Partial<Record<Lang, string>> & { en: string }

const SPANISH = i18nFor('es', { rentals, leads, bidders }).getFixedT('es')

/** An agreement's words in English (core's constant) and in Spanish (the Spanish page's, from its translation file). */
export const agreementWords = (kind: AgreementKind, english: string): AgreementWords => ({ en: english, es: agreementText(SPANISH, kind) })

/** The path of the page that sent the request, from its Referer, when the page did not name itself. */
function refererPath(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer
  if (!referer) return undefined
  try {
    return new URL(referer).pathname
  } catch {
    return undefined
  }
}

/**
 * The evidence of the consent a request gives, or 'outdated' when the words it sent are not `current` (a page
 * left open across a change of the words, or a tampered request: the visitor is asked to reload). A request without
 * words (a page from before this record) gives evidence with the words unknown.
 */
export function consentEvidence(
  request: FastifyRequest,
  shown: ConsentShown,
  current: string | AgreementWords,
  at: Date = new Date(),
): ConsentEvidence | 'outdated' {
  // The words of one of the page's languages: the Spanish page's Spanish words are kept as they were shown.
  const words: AgreementWords = typeof current === 'string' ? { en: current } : current
  const lang = shown.consentText === undefined ? null : (Object.keys(words) as Lang[]).find((l) => words[l] === shown.consentText)
  if (lang === undefined) return 'outdated'
  const text = lang === null ? null : words[lang]!
  return {
    lang,
    text,
    version: text === null ? null : consentVersion(text),
    at: at.toISOString(),
    page: consentPagePath(shown.consentPage || refererPath(request)),
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
  }
}

/** The evidence as the lead's columns (all null without it). */
export function consentColumns(consent: ConsentEvidence | undefined): ConsentColumns {
  return {
    consent_text: consent?.text ?? null,
    consent_version: consent?.version ?? null,
    consent_at: consent?.at ?? null,
    consent_page: consent?.page ?? null,
    consent_ip: consent?.ip ?? null,
    consent_user_agent: consent?.userAgent ?? null,
    consent_lang: consent?.lang ?? null,
  }
}

/** The languages by the names staff read (the portal is English). */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Spanish' }

/** The consent a lead gave as the inbox's detail shows it (nothing for a lead that gave none); the words' language named. */
export function consentFields(row: ConsentColumns, label = 'Consent to be contacted'): Array<{ label: string; value: string }> {
  if (!row.consent_at) return []
  const from = [row.consent_ip && `from ${row.consent_ip}`, row.consent_user_agent && `with ${row.consent_user_agent}`]
    .filter(Boolean)
    .join(' ')
  return [
    { label, value: row.consent_text ?? CONSENT_MESSAGES.unknown },
    ...(row.consent_text ? [{ label: 'Consent language', value: LANGUAGE_NAMES[row.consent_lang === 'es' ? 'es' : 'en'] }] : []),
    { label: 'Consent given', value: [formatBusinessTime(row.consent_at), from].filter(Boolean).join(', ') },
    ...(row.consent_version ? [{ label: 'Consent text version', value: row.consent_version }] : []),
    ...(row.consent_page ? [{ label: 'Consent page', value: row.consent_page }] : []),
  ]
}

/** The consent as the CSV's two columns: the words (or that they are unknown) and "when, version, page, address". */
export function consentCsv(row: Partial<ConsentColumns>): [string, string] {
  if (!row.consent_at) return ['', '']
  const given = [
    formatBusinessTime(row.consent_at),
    row.consent_lang === 'es' && `in ${LANGUAGE_NAMES.es}`,
    row.consent_version && `version ${row.consent_version}`,
    row.consent_page && `on ${row.consent_page}`,
    row.consent_ip && `from ${row.consent_ip}`,
  ]
  return [row.consent_text ?? CONSENT_MESSAGES.unknown, given.filter(Boolean).join(', ')]
}
