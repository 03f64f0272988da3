import type { TFunction } from 'i18next'
import { useT } from '#app/i18n/use-t.ts'
import { INVALID_PHONE, MESSAGES as INQUIRY } from '#core/leads/inquiry-messages.ts'
import {
  CONFIRMED_MESSAGE,
  CONFIRM_ERROR,
  INTEREST_ERROR,
  INVALID_EMAIL,
  SUBSCRIBED_MESSAGE,
  SUBSCRIBE_ERROR,
  UNKNOWN_CONFIRM_TOKEN,
  UNKNOWN_UNSUBSCRIBE_TOKEN,
  UNSUBSCRIBED_MESSAGE,
  UNSUBSCRIBE_ERROR,
} from '#core/leads/upcoming-messages.ts'
import { CONSULTATION_ERROR, CONSULTATION_SENT, CONTACT_ERROR, CONTACT_SENT } from '#core/leads/office-messages.ts'
import { BIDDER_MESSAGES } from '#core/leads/bidder-rules.ts'
import { SELL_TO_US_MESSAGES } from '#core/leads/sell-to-us-rules.ts'
import { SIGN_IN_MESSAGES } from '#core/leads/open-house-sign-in-rules.ts'
import { RENTAL_FIELD_MESSAGES, RENTAL_MESSAGES } from '#core/leads/rental-messages.ts'
import { CONSENT_MESSAGES } from '#core/leads/consent-messages.ts'
import { COPY_REPORT_ERROR, COPY_REPORT_PROBLEMS, COPY_REPORT_SENT } from '#core/leads/copy-report-messages.ts'
import { SAVED_SEARCH_MESSAGES as SAVED } from '#core/leads/saved-search-messages.ts'
import { NO_FREE_SLOT_MESSAGE } from '#core/leads/showings.ts'
import { TOUR_DATE_MESSAGE } from '#core/leads/tour-dates.ts'

// The messages core words for visitors (the spec's texts, the API's answers, zod's plain messages) shown in the
// page's language (docs/decisions/0180-form-messages-in-spanish.md). Core and the server stay English; the browser
// shows a known English text as `forms:messages.<id>`, whose English value is core's constant (a test keeps them
// equal), and any other text as it is. Only zod-free modules are imported: every page carries this table.

/** Each known message by its id (the key under `messages.` in the `forms` namespace). */
export const KNOWN_MESSAGES = {
  agentSuccess: INQUIRY.agentSuccess,
  tourSuccess: INQUIRY.tourSuccess,
  inappropriate: INQUIRY.inappropriate,
  missingFields: INQUIRY.missingFields,
  agentError: INQUIRY.agentError,
  tourError: INQUIRY.tourError,
  invalidPhone: INVALID_PHONE,
  invalidEmail: INVALID_EMAIL,
  interestError: INTEREST_ERROR,
  subscribed: SUBSCRIBED_MESSAGE,
  subscribeError: SUBSCRIBE_ERROR,
  confirmed: CONFIRMED_MESSAGE,
  unknownConfirm: UNKNOWN_CONFIRM_TOKEN,
  confirmError: CONFIRM_ERROR,
  unsubscribed: UNSUBSCRIBED_MESSAGE,
  unknownUnsubscribe: UNKNOWN_UNSUBSCRIBE_TOKEN,
  unsubscribeError: UNSUBSCRIBE_ERROR,
  consultationSent: CONSULTATION_SENT,
  consultationError: CONSULTATION_ERROR,
  contactSent: CONTACT_SENT,
  contactError: CONTACT_ERROR,
  bidderTrades: BIDDER_MESSAGES.trades,
  bidderAgreements: BIDDER_MESSAGES.agreements,
  bidderSuccess: BIDDER_MESSAGES.success,
  bidderFailure: BIDDER_MESSAGES.failure,
  bidderBonding: BIDDER_MESSAGES.bonding,
  bidderYears: BIDDER_MESSAGES.years,
  bidderCrew: BIDDER_MESSAGES.crew,
  bidderTradesList: BIDDER_MESSAGES.tradesList,
  bidderServiceArea: BIDDER_MESSAGES.serviceArea,
  bidderYesNo: BIDDER_MESSAGES.yesNo,
  sellSuccess: SELL_TO_US_MESSAGES.success,
  sellFailure: SELL_TO_US_MESSAGES.failure,
  sellPropertyType: SELL_TO_US_MESSAGES.propertyType,
  sellTimeframe: SELL_TO_US_MESSAGES.timeframe,
  signInName: SIGN_IN_MESSAGES.name,
  signInContact: SIGN_IN_MESSAGES.contact,
  signInEmail: SIGN_IN_MESSAGES.email,
  signInPhone: SIGN_IN_MESSAGES.phone,
  signInWorkingWithAgent: SIGN_IN_MESSAGES.workingWithAgent,
  signInConsent: SIGN_IN_MESSAGES.consent,
  signInOutdated: SIGN_IN_MESSAGES.outdated,
  signInClosed: SIGN_IN_MESSAGES.closed,
  signInNotFound: SIGN_IN_MESSAGES.notFound,
  signInFailed: SIGN_IN_MESSAGES.failed,
  signInThanks: SIGN_IN_MESSAGES.thanks,
  rentalNotAvailable: RENTAL_MESSAGES.notAvailable,
  rentalNotFound: RENTAL_MESSAGES.notFound,
  rentalSent: RENTAL_MESSAGES.sent,
  rentalFailed: RENTAL_MESSAGES.failed,
  rentalTakenReason: RENTAL_MESSAGES.takenReason,
  rentalClosedReason: RENTAL_MESSAGES.closedReason,
  rentalNoLongerAvailable: RENTAL_MESSAGES.noLongerAvailable,
  rentalEmail: RENTAL_FIELD_MESSAGES.email,
  rentalPhoneMissing: RENTAL_FIELD_MESSAGES.phoneMissing,
  rentalPhone: RENTAL_FIELD_MESSAGES.phone,
  rentalDollars: RENTAL_FIELD_MESSAGES.dollars,
  rentalEmployment: RENTAL_FIELD_MESSAGES.employment,
  rentalMoveIn: RENTAL_FIELD_MESSAGES.moveIn,
  rentalConsent: RENTAL_FIELD_MESSAGES.consent,
  rentalOwnEmail: RENTAL_FIELD_MESSAGES.ownEmail,
  consentOutdated: CONSENT_MESSAGES.outdated,
  copyReportSent: COPY_REPORT_SENT,
  copyReportError: COPY_REPORT_ERROR,
  copyReportSeenAt: COPY_REPORT_PROBLEMS.seenAt,
  copyReportMessage: COPY_REPORT_PROBLEMS.message,
  copyReportEmail: COPY_REPORT_PROBLEMS.email,
  savedSignedUp: SAVED.signedUp,
  savedSaved: SAVED.saved,
  savedConfirmed: SAVED.confirmed,
  savedUnknownConfirm: SAVED.unknownConfirm,
  savedUnsubscribed: SAVED.unsubscribed,
  savedUnknownUnsubscribe: SAVED.unknownUnsubscribe,
  savedUnknownManage: SAVED.unknownManage,
  savedUnknownBrowser: SAVED.unknownBrowser,
  savedEverythingRemoved: SAVED.everythingRemoved,
  noFreeSlot: NO_FREE_SLOT_MESSAGE,
  tourDate: TOUR_DATE_MESSAGE,
  // zod's plain messages without a number in them (core/plain-messages.ts).
  fillIn: 'Fill this in',
  enterNumber: 'Enter a number',
  wholeNumber: 'Use a whole number',
  enterText: 'Enter text',
  yesOrNo: 'Choose yes or no',
  enterList: 'Enter a list',
  emailFormat: 'Enter an e-mail address like name@example.com',
  urlFormat: 'Enter a web address starting with https://',
  checkFormat: 'Check the format',
  offeredValues: 'Choose one of the offered values',
} as const

/**
 * Messages with a number or a list in them, by the id of their words (`messages.<id>`, with `_one`/`_other` when
 * they count): zod's plain messages and the schemas' and forms' own and the server's answers with variable parts
 * (docs/decisions/0187-spanish-open-houses-answers-and-evidence.md). `count` is a number written the English way,
 * `text` any text kept as it is, `slots` the 409's nearest free times ("Thu, Nov 26, 8-10 AM; …", their days said
 * again), `opens` a clock time and a day, `field` a field's name and a message said again in the page's language.
 */
export const PATTERNED_MESSAGES: readonly [RegExp, string, 'count' | 'text' | 'slots' | 'opens' | 'field'][] = [
  [/^Use at most ([\d,]+) characters?$/, 'atMostCharacters', 'count'],
  [/^Use at most ([\d,]+) items?$/, 'atMostItems', 'count'],
  [/^Use ([\d,.]+) or less$/, 'atMost', 'count'],
  [/^Use at least ([\d,]+) characters?$/, 'atLeastCharacters', 'count'],
  [/^Add at least ([\d,]+) items?$/, 'atLeastItems', 'count'],
  [/^Use ([\d,.]+) or more$/, 'atLeast', 'count'],
  [/^Use a multiple of ([\d,.]+)$/, 'multipleOf', 'count'],
  [/^Choose one of: (.+)$/, 'oneOf', 'text'],
  [/^Not a field here: (.+)$/, 'notAField', 'text'],
  [/^Missing required fields: (.+)$/, 'missingNamed', 'text'],
  [/^At most (\d+) characters$/, 'rentalAtMost', 'count'],
  // The rental schema's required fields: "Enter the full name" (core/leads/rental-application.ts).
  [/^Enter the (.+)$/, 'enterThe', 'text'],
  [/^Thank you for your interest in (.+)! We'll contact you when it becomes available\.$/, 'interestThanks', 'text'],
  [/^Please complete all fields for Reference (\d+)\.$/, 'bidderReference', 'count'],
  [/^Please enter a valid phone number for Reference (\d+)\.$/, 'bidderReferencePhone', 'count'],
  [/^Please enter a valid email address for Reference (\d+)\.$/, 'bidderReferenceEmail', 'count'],
  [/^Please give at most (\d+) references\.$/, 'bidderReferencesMax', 'count'],
  // core/leads/showings.ts slotTakenMessage: the tour form's and the showing link's 409.
  [/^That time is no longer available\. The nearest free times are: (.+)\.$/, 'slotTaken', 'slots'],
  // core/leads/open-house-sign-in-rules.ts signInOpensMessage: a sign-in sent before the window opens.
  [/^Sign-in opens at (.+) on (.+), an hour before the open house starts\.$/, 'signInOpens', 'opens'],
  // The forms' field checks (core/leads/inquiry.ts, office-requests.ts, upcoming.ts; rental-application.ts, bidder-application.ts).
  [/^Please check these fields: (.+)$/, 'checkFields', 'text'],
  [/^Please check the (\S+) field: (.+)$/, 'checkField', 'field'],
]

/** English names as core writes them (en-US, short), read back to their index: Sunday 0, January 0. */
const englishNames = (count: number, options: Intl.DateTimeFormatOptions, at: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(at(i)))

/**
 * "Thu, Nov 26", as core writes a day without its year (formatTourDate, openHouseDay), in `locale`: the day of this
 * year, the next or the last that falls on that weekday. Undefined for any other text.
 */
function dayIn(text: string, locale: string, now = new Date()): string | undefined {
  const found = /^(\w{3}), (\w{3}) (\d{1,2})$/.exec(text.trim())
  if (!found) return undefined
  const weekday = englishNames(7, { weekday: 'short' }, (i) => Date.UTC(2023, 0, 1 + i)).indexOf(found[1]!)
  const month = englishNames(12, { month: 'short' }, (i) => Date.UTC(2023, i, 15)).indexOf(found[2]!)
  const year = now.getUTCFullYear()
  for (const y of [year, year + 1, year - 1]) {
    const at = new Date(Date.UTC(y, month, Number(found[3]), 12))
    if (month >= 0 && at.getUTCMonth() === month && at.getUTCDay() === weekday)
      return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(at)
  }
  return undefined
}

/** "9:30 AM" in `locale` ("9:30 a.m."); any other text as it is. */
function clockIn(text: string, locale: string): string {
  const found = /^(\d{1,2}):(\d{2}) ([AP])M$/.exec(text.trim())
  if (!found) return text
  const hour = (Number(found[1]) % 12) + (found[3] === 'P' ? 12 : 0)
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1, hour, Number(found[2])),
  )
}

/** "Thu, Nov 26, 8-10 AM; Fri, Nov 27, 8-10 AM" with each day in `locale` (the slots' labels are the form's own). */
const slotsIn = (text: string, locale: string) =>
  text
    .split('; ')
    .map((entry) => {
      const found = /^(\w{3}, \w{3} \d{1,2}), (.+)$/.exec(entry)
      const day = found && dayIn(found[1]!, locale)
      return found && day ? `${day}, ${found[2]}` : entry
    })
    .join('; ')

const ID_OF = new Map<string, string>(Object.entries(KNOWN_MESSAGES).map(([id, text]) => [text, id]))

/** A message in the language of `t` (the `forms` namespace's): a known English text in its words, any other as it is. */
export function knownMessage(text: string, t: TFunction): string {
  const id = ID_OF.get(text)
  if (id) return t(`forms:messages.${id}`)
  for (const [pattern, key, part] of PATTERNED_MESSAGES) {
    const found = pattern.exec(text)
    if (!found) continue
    if (part === 'text') return t(`forms:messages.${key}`, { text: found[1] })
    const locale = t('forms:locale')
    if (part === 'slots') return t(`forms:messages.${key}`, { text: slotsIn(found[1]!, locale) })
    if (part === 'opens') return t(`forms:messages.${key}`, { time: clockIn(found[1]!, locale), day: dayIn(found[2]!, locale) ?? found[2] })
    if (part === 'field') return t(`forms:messages.${key}`, { field: found[1], text: knownMessage(found[2]!, t) })
    const count = Number(found[1].replace(/,/g, ''))
    return t(`forms:messages.${key}`, { count, n: count.toLocaleString(locale) })
  }
  return text
}

/** The page's function for showing a message (the one way every form shows its errors and outcomes). */
export function useKnownMessage(): (text: string) => string {
  const { t, lang } = useT('forms')
  // English pages show core's words themselves: the contract's text, whatever the table holds.
  return (text) => (lang === 'en' ? text : knownMessage(text, t))
}
