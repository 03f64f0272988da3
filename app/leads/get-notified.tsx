import { INVALID_EMAIL, SUBSCRIBE_ERROR, SUBSCRIBED_MESSAGE } from '#core/leads/upcoming-messages.ts'
import { MailIcon } from '#app/ui/icons.tsx'
import { DialogButton } from '#app/ui/dialog.tsx'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { checkWithRules } from '#app/ui/forms/lazy-rules.ts'
import { loadUpcomingFormRules, useUpcomingLeadForm } from './upcoming-form-rules.ts'
import { INVALID_ADDRESS, SignUpForm } from './sign-up-form.tsx'

/** Get Notified: an e-mail address to tell when new upcoming homes are announced. */
export function GetNotified({ className = 'btn btn-accent' }: { className?: string }) {
  return (
    <DialogButton
      className={className}
      label={
        <>
          <MailIcon size={18} /> Get Notified
        </>
      }
      title="Get Notified"
      description="Leave your e-mail address and be the first to hear when we announce a new upcoming home."
    >
      {(close) => <NotifyForm onClose={close} />}
    </DialogButton>
  )
}

const payloadOf = (data: Record<string, string>) => ({ email: data.email ?? '', website: data.website ?? '' })

function NotifyForm({ onClose }: { onClose: () => void }) {
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
      submitLabel="Notify Me"
      busyLabel="Signing up..."
      onClose={onClose}
    >
      {(id) => (
        <FieldShell id={`${id}-email`} label="Email address">
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={320} data-autofocus />
        </FieldShell>
      )}
    </SignUpForm>
  )
}
