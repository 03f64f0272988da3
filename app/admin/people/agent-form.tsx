import type { StaffAgent } from '#core/people/people.ts'
import { usePersonForm } from './person-form.tsx'

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
  const { record, formKey, formProps, onSubmit, field, error, imageField, footer, presence } = usePersonForm<StaffAgent>({
    record: agent,
    noun: 'agent',
    endpoint: '/api/admin/agents',
    image: { field: 'photo', current: (a) => a.photo },
    nameOf: (a) => a.name,
    schema: async () => (await import('#core/people/people.ts')).AgentBodySchema,
    onSaved,
  })

  const read = onSubmit((text, form) => ({
    name: text('name'),
    title: text('title'),
    phone: text('phone'),
    email: text('email'),
    bio: text('bio'),
    isActive: form.get('isActive') === 'on',
  }))

  return (
    <form key={formKey} {...formProps} className="person-form" onSubmit={read} noValidate>
      {presence}
      <label>
        <span>Name *</span>
        <input {...field('name')} defaultValue={record?.name} autoComplete="off" required data-autofocus />
        {error('name')}
      </label>
      <label>
        <span>Title</span>
        <input {...field('title')} defaultValue={record?.title} placeholder="e.g. Listing StaffAgent" />
        {error('title')}
      </label>
      <label>
        <span>Phone</span>
        <input {...field('phone')} type="tel" defaultValue={record?.phone} />
        {error('phone')}
      </label>
      <label>
        <span>Email</span>
        <input {...field('email')} type="email" defaultValue={record?.email} />
        {error('email')}
      </label>
      <label className="full">
        <span>Bio</span>
        <textarea {...field('bio')} rows={4} defaultValue={record?.bio} />
        {error('bio')}
      </label>
      <label className="full check-row">
        <input type="checkbox" name="isActive" defaultChecked={record?.isActive ?? true} />
        Active: shown on the Agents page and offered for listings
      </label>
      {imageField('Photo')}
      {footer(onCancel)}
    </form>
  )
}
