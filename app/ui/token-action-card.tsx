import { Form, Link, useNavigation } from 'react-router'
import type { TokenActionResult } from './token-action.ts'
import { useT } from '#app/i18n/use-t.ts'
import { useKnownMessage } from './forms/known-messages.ts'

/** The card of a page opened from a mail's link: the question and its button, then the answer (app/ui/token-action.ts). */
export function TokenActionCard({
  title,
  question,
  button,
  busyButton,
  unknownMessage,
  token,
  result,
}: {
  title: string
  question: string
  button: string
  busyButton: string
  unknownMessage: string
  token: string | null
  result: TokenActionResult | undefined
}) {
  const busy = useNavigation().state === 'submitting'
  const { t, href } = useT('private-links')
  const say = useKnownMessage()
  return (
    <section className="section">
      <div className="container narrow">
        <div className="unsubscribe-card">
          <h1>{title}</h1>
          {!token || (result && !result.done && result.unknown) ? (
            <p role="status">{say(unknownMessage)}</p>
          ) : result?.done ? (
            <p className="form-success" role="status" tabIndex={-1} ref={(p) => p?.focus()}>
              {say(result.message)}
            </p>
          ) : (
            <Form method="post">
              <p>{question}</p>
              {result && (
                <p className="form-error" role="alert">
                  {say(result.message)}
                </p>
              )}
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? busyButton : button}
              </button>
            </Form>
          )}
          <p className="unsubscribe-links">
            <Link to={href('/upcoming')}>{t('card.upcoming')}</Link>
            <Link to={href('/')}>{t('card.home')}</Link>
          </p>
        </div>
      </div>
    </section>
  )
}
