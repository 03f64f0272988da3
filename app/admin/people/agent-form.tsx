import type { StaffAgent } from '#core/people/people.ts'
import { usePersonForm } from './person-form.tsx'

const loadSchema = async () => (await import('#core/people/people.ts')).AgentBodySchema

const valuesOf = (a: StaffAgent | null) => ({
  name: a?.name ?? '',
  title: a?.title ?? '',
  phone: a?.phone ?? '',
  email: a?.email ?? '',
  bio: a?.bio ?? '',
  isActive: a?.isActive ?? true,
})

/** Add or edit an agent; a chosen photo is uploaded once the agent is saved, with progress. */
export function AgentForm({
  agent,
  onSaved,
  onCancel,
}: {
  agent: StaffAgent | null
  onSaved: (a: StaffAgent, message: string, kind?: 'success' | 'error') => void
  onCancel: () => void
}) {
  const { formKey, formProps, onSubmit, text, check, fields, imageField, footer, presence } = usePersonForm<StaffAgent>({
    record: agent,
    noun: 'agent',
    endpoint: '/api/admin/agents',
    image: { field: 'photo', current: (a) => a.photo },
    nameOf: (a) => a.name,
    schema: loadSchema,
    valuesOf,
    onSaved,
  })

  return (
    <form key={formKey} {...formProps} className="person-form" onSubmit={onSubmit} noValidate>
      {presence}
      {fields(
        <>
          {text('name', 'Name', { required: true, autoFocus: true })}
          {text('title', 'Title', { placeholder: 'e.g. Listing Agent' })}
          {text('phone', 'Phone', { type: 'tel' })}
          {text('email', 'Email', { type: 'email' })}
          <div className="full">{text('bio', 'Bio', { rows: 4 })}</div>
          {check('isActive', 'Active: shown on the Agents page and offered for listings')}
        </>,
      )}
      {imageField('Photo')}
      {footer(onCancel)}
    </form>
  )
}
