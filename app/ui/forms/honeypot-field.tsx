import { useT } from '#app/i18n/use-t.ts'

/** A field people never see or reach; a bot that fills it is answered as usual and nothing is stored (server/leads/inquiries.routes.ts). */
export function HoneypotField() {
  const { t } = useT('forms')
  return (
    <div className="hp-field" aria-hidden="true">
      <label>
        {t('honeypot')}
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}
