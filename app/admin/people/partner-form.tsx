import type { StaffPartner } from '#core/people/people.ts'
import { withHttps } from '#core/format.ts'
import { usePersonForm } from './person-form.tsx'

const loadSchema = async () => (await import('#core/people/people.ts')).PartnerBodySchema

const valuesOf = (p: StaffPartner | null) => ({
  title: p?.title ?? '',
  website: p?.website ?? '',
  phone: p?.phone ?? '',
  email: p?.email ?? '',
  description: p?.description ?? '',
})

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
  const { formKey, formProps, onSubmit, setValues, text, fields, imageField, footer, presence } = usePersonForm<StaffPartner>({
    record: partner,
    noun: 'partner',
    endpoint: '/api/admin/partners',
    image: { field: 'logo', current: (p) => p.logo },
    nameOf: (p) => p.title,
    schema: loadSchema,
    valuesOf,
    onSaved,
  })

  return (
    <form key={formKey} {...formProps} className="person-form" onSubmit={onSubmit} noValidate>
      {presence}
      {fields(
        <>
          <div className="full">{text('title', 'Name', { required: true, autoFocus: true })}</div>
          <div className="full">
            {text('website', 'Website', {
              type: 'url',
              placeholder: 'example.com',
              help: 'https:// is added when you leave it out.',
              onBlur: () => setValues((v) => ({ ...v, website: withHttps(String(v.website)) })),
            })}
          </div>
          {text('phone', 'Phone', { type: 'tel' })}
          {text('email', 'Email', { type: 'email' })}
          <div className="full">{text('description', 'Description', { rows: 3 })}</div>
        </>,
      )}
      {imageField('Logo')}
      {footer(onCancel)}
    </form>
  )
}
