import { useId, useState } from 'react'
import type { Place } from '#core/places/place.ts'
import {
  NO_DETAILS,
  PROPERTY_TYPES,
  SELL_TO_US_MESSAGES,
  SELL_TO_US_SUBJECT,
  TIMEFRAMES,
  isErrorMessage,
} from '#core/leads/sell-to-us-rules.ts'
import { useT } from '#app/i18n/use-t.ts'
import { useKnownMessage } from '#app/ui/forms/known-messages.ts'
import { FieldShell, RequiredMark } from '#app/ui/forms/field.tsx'
import { HoneypotField } from '#app/ui/forms/honeypot-field.tsx'
import { PlaceAutocomplete } from '#app/places/place-autocomplete.tsx'
import { checkWithRules } from '#app/ui/forms/lazy-rules.ts'
import { useLeadPost } from './use-lead-post.ts'
import { formValues } from '#app/ui/forms/form-parts.tsx'
import { SelectField } from '#app/ui/forms/options.tsx'

/** The zod rules load when the visitor starts on the form, not with the page; the server decides in any case. */
const loadRules = () => import('#core/leads/sell-to-us.ts')
const preloadRules = () => void loadRules().catch(() => undefined)

/** The address box looks up what follows the last comma: "3120 S 95th St, Om" asks for "Om". */
const lastPart = (text: string) => text.split(',').pop()!.trim()
/** "3120 S 95th St, " + a chosen place: its city and state, with the ZIP when a ZIP code was chosen. */
function addressWith(place: Place, text: string): string {
  const street = text.includes(',') ? text.slice(0, text.lastIndexOf(',')).trim() : ''
  const [first, rest] = place.label.split(' · ')
  const area = place.kind === 'zip' ? `${rest} ${first}` : (rest ?? first)
  return street ? `${street}, ${area}` : area
}

/**
 * Get Your Cash Offer: every field but the details required, readable labels
 * sending the server's values; success resets the form, an error keeps it;
 * the message box is an error when its text says "error".
 */
export function SellToUsForm() {
  const id = useId()
  const { t } = useT('sell')
  const say = useKnownMessage()
  const [address, setAddress] = useState('')
  // One message box for the outcome: the thanks, or why the request was not sent.
  const { busy, error: message, setError: setMessage, post } = useLeadPost()

  const submit = async (form: HTMLFormElement) => {
    const data = formValues(form)
    const payload = {
      name: `${data.firstName.trim()} ${data.lastName.trim()}`,
      email: data.email,
      phone: data.phone,
      address,
      propertyType: data.propertyType,
      timeframe: data.timeframe,
      message: data.details?.trim() || NO_DETAILS,
      type: 'sell-to-us',
      subject: SELL_TO_US_SUBJECT,
      website: data.website ?? '',
    }
    // A refusal, from the server's own checks before sending or from the server, reads the same.
    const refused = (reason: string) => setMessage(`${SELL_TO_US_MESSAGES.failure} ${reason}`)
    const problem = await checkWithRules(loadRules, (rules) => rules.sellToUsPrecheck(payload))
    if (problem) return refused(problem)
    const accepted = await post('/api/contact/sell-to-us', payload, {
      refused: (answer) =>
        answer.status === 400 && answer.message ? `${SELL_TO_US_MESSAGES.failure} ${answer.message}` : SELL_TO_US_MESSAGES.failure,
      failed: SELL_TO_US_MESSAGES.failure,
    })
    if (!accepted) return
    form.reset()
    setAddress('')
    setMessage(SELL_TO_US_MESSAGES.success)
  }

  // The two lists, each worded by its values' keys ("form.type.condo").
  const selectOf = (name: string, items: ReadonlyArray<{ value: string; label: string }>, prompt: string, words: string) => ({
    id: `${id}-${name}`,
    name,
    label: t(`form.${name}`),
    prompt,
    items,
    option: (item: { value: string }) => t(`form.${words}.${item.value}`),
  })
  const selects = [
    selectOf('propertyType', PROPERTY_TYPES, t('form.selectType'), 'type'),
    selectOf('timeframe', TIMEFRAMES, t('form.selectTimeframe'), 'time'),
  ]
  const isError = isErrorMessage(message)
  // A refusal is the failure's words and then its reason, each in the page's language.
  const reason = message.startsWith(`${SELL_TO_US_MESSAGES.failure} `) ? message.slice(SELL_TO_US_MESSAGES.failure.length + 1) : ''
  const shown = reason ? t('form.failedBecause', { failure: say(SELL_TO_US_MESSAGES.failure), reason: say(reason) }) : say(message)
  return (
    <form
      id="hero-form"
      // POST, never the default GET: without JavaScript the answers must not end up in the address bar and logs.
      method="post"
      className="sell-form"
      aria-labelledby="sell-form-title"
      onFocus={preloadRules}
      onSubmit={(e) => {
        e.preventDefault()
        void submit(e.currentTarget)
      }}
    >
      <h2 id="sell-form-title">{t('form.title')}</h2>
      <p className="sell-form-intro">{t('form.intro')}</p>
      <div className="sell-grid">
        <FieldShell id={`${id}-firstName`} label={t('form.firstName')} required>
          <input id={`${id}-firstName`} name="firstName" required autoComplete="given-name" maxLength={100} />
        </FieldShell>
        <FieldShell id={`${id}-lastName`} label={t('form.lastName')} required>
          <input id={`${id}-lastName`} name="lastName" required autoComplete="family-name" maxLength={100} />
        </FieldShell>
        <FieldShell id={`${id}-email`} label={t('form.email')} required>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={320} />
        </FieldShell>
        <FieldShell id={`${id}-phone`} label={t('form.phone')} required>
          <input id={`${id}-phone`} name="phone" type="tel" required autoComplete="tel" maxLength={40} />
        </FieldShell>
      </div>
      <div className="sell-address">
        <PlaceAutocomplete
          label={
            <>
              {t('form.address')} <RequiredMark />
            </>
          }
          name="address"
          placeholder={t('form.addressPlaceholder')}
          required
          value={address}
          onChange={setAddress}
          queryOf={lastPart}
          textFor={addressWith}
        />
      </div>
      <div className="sell-grid">
        {selects.map((select) => (
          <SelectField key={select.name} {...select} />
        ))}
      </div>
      <FieldShell id={`${id}-details`} label={t('form.details')}>
        <textarea id={`${id}-details`} name="details" rows={3} maxLength={5000} placeholder={t('form.detailsPlaceholder')} />
      </FieldShell>
      <HoneypotField />
      {message && (
        <p className={isError ? 'sell-message is-error' : 'sell-message is-success'} role={isError ? 'alert' : 'status'}>
          {shown}
        </p>
      )}
      <button type="submit" className="btn btn-accent btn-lg sell-submit" disabled={busy}>
        {busy ? t('form.busy') : t('form.submit')}
      </button>
      <p className="sell-privacy">{t('form.privacy')}</p>
    </form>
  )
}
