import { INVALID_EMAIL, SUBSCRIBE_ERROR, SUBSCRIBED_MESSAGE } from '#core/leads/upcoming-messages.ts'
import { useT } from '#app/i18n/use-t.ts'
import { MailIcon } from '#app/ui/icons.tsx'
import { DialogButton } from '#app/ui/dialog.tsx'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { checkWithRules } from '#app/ui/forms/lazy-rules.ts'
import { loadUpcomingFormRules, useUpcomingLeadForm } from './upcoming-form-rules.ts'
import { INVALID_ADDRESS, SignUpForm } from './sign-up-form.tsx'

/** Get Notified: an e-mail address to tell when new upcoming homes are announced. */
export function GetNotified({ className = 'btn btn-accent' }: { className?: string }) {
  const { t } = useT('leads')
  return (
    <DialogButton className={className} icon={<MailIcon size={18} />} title={t('notify.button')} description={t('notify.description')}>
      {(close) => <NotifyForm onClose={close} />}
    </DialogButton>
  )
}

const payloadOf = (data: Record<string, string>) => ({ email: data.email ?? '', website: data.website ?? '' })

function NotifyForm({ onClose }: { onClose: () => void }) {
  const { t } = useT('leads')
  const lead = useUpcomingLeadForm()
  return (
    <SignUpForm
      post={lead}
      check={async (data) =>
        (await checkWithRules(loadUpcomingFormRules, (rules) =>
          rules.SubscriberBodySchema.safeParse(payloadOf(data)).success ? null : INVALID_EMAIL,
        ))
          ? INVALID_ADDRESS
          : undefined
      }
      send={async (data) => {
        const accepted = await lead.post('/api/upcoming/subscribers', payloadOf(data), {
          refused: (answer) => (answer.status === 400 ? INVALID_EMAIL : answer.message || SUBSCRIBE_ERROR),
          failed: SUBSCRIBE_ERROR,
        })
        return accepted ? SUBSCRIBED_MESSAGE : undefined
      }}
      submitLabel={t('notify.submit')}
      busyLabel={t('notify.busy')}
      onClose={onClose}
    >
      {(id) => (
        <FieldShell id={`${id}-email`} label={t('alert.email')}>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={320} data-autofocus />
        </FieldShell>
      )}
    </SignUpForm>
  )
}
