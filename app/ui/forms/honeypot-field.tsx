/** A field people never see or reach; a bot that fills it is answered as usual and nothing is stored (server/leads/inquiries.routes.ts). */
export function HoneypotField() {
  return (
    <div className="hp-field" aria-hidden="true">
      <label>
        Website
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}
