import { useT } from '#app/i18n/use-t.ts'
import { FieldShell } from '#app/ui/forms/field.tsx'

/** The address a saved search or the saved homes are tied to, with what its confirmation means. */
export function AlertEmailField({ id, defaultValue, autoFocus = false }: { id: string; defaultValue: string; autoFocus?: boolean }) {
  const { t } = useT('leads')
  return (
    <FieldShell id={id} label={t('alert.email')} hint={t('alert.hint')}>
      <input
        id={id}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={320}
        defaultValue={defaultValue}
        data-autofocus={autoFocus || undefined}
      />
    </FieldShell>
  )
}

/** Whether the text reads as an e-mail address (the server checks it again with the same rule as every form). */
export const looksLikeEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
