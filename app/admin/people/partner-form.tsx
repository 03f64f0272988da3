import { useState } from 'react'
import type { StaffPartner } from '#core/people/people.ts'
import { withHttps } from '#core/format.ts'
import { usePersonForm } from './person-form.tsx'

/** Add or edit a partner; a chosen logo is uploaded once the partner is saved, with progress. */
export function PartnerForm({
  partner,
  onSaved,
  onCancel,
}: {
  partner: StaffPartner | null
  onSaved: (p: StaffPartner, message: string, kind?: 'success' | 'error') => void
  onCancel: () => void
}) {
  const [website, setWebsite] = useState(partner?.website ?? '')
  const { record, formKey, formProps, onSubmit, errors, field, error, imageField, footer, presence } = usePersonForm<StaffPartner>({
    record: partner,
    noun: 'partner',
    endpoint: '/api/admin/partners',
    image: { field: 'logo', current: (p) => p.logo },
    nameOf: (p) => p.title,
    schema: async () => (await import('#core/people/people.ts')).PartnerBodySchema,
    onSaved,
    reset: (p) => setWebsite(p.website),
  })

  const read = onSubmit((text) => ({
    title: text('title'),
    description: text('description'),
    phone: text('phone'),
    email: text('email'),
    website,
  }))

  return (
    <form key={formKey} {...formProps} className="person-form" onSubmit={read} noValidate>
      {presence}
      <label className="full">
        <span>Name *</span>
        <input {...field('title')} defaultValue={record?.title} autoComplete="off" required data-autofocus />
        {error('title')}
      </label>
      <label className="full">
        <span>Website</span>
        <input
          {...field('website')}
          value={website}
          inputMode="url"
          placeholder="example.com"
          aria-describedby={errors.website ? 'partner-website-error' : 'partner-website-hint'}
          onChange={(e) => setWebsite(e.currentTarget.value)}
          onBlur={() => setWebsite(withHttps(website))}
        />
        {errors.website ? (
          error('website')
        ) : (
          <small id="partner-website-hint" className="muted">
            https:// is added when you leave it out.
          </small>
        )}
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
        <span>Description</span>
        <textarea {...field('description')} rows={3} defaultValue={record?.description} />
        {error('description')}
      </label>
      {imageField('Logo')}
      {footer(onCancel)}
    </form>
  )
}
