import type { StaffPartner } from '#core/people/people.ts'
import { withHttps } from '#core/format.ts'
import { PersonForm, type PersonFormProps, type PersonKind } from './person-form.tsx'
import { PersonTexts } from './person-texts.tsx'

const PARTNER: PersonKind<StaffPartner> = {
  noun: 'partner',
  image: { field: 'logo', label: 'Logo' },
  nameOf: (p) => p.title,
  schema: async () => (await import('#core/people/people.ts')).PartnerBodySchema,
  valuesOf: (p) => ({
    title: p?.title ?? '',
    website: p?.website ?? '',
    phone: p?.phone ?? '',
    email: p?.email ?? '',
    description: p?.description ?? '',
    descriptionEs: p?.descriptionEs ?? '',
  }),
  fields: ({ text, setValues, values }) => (
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
      <PersonTexts
        texts={[{ key: 'description', name: 'Description', english: String(values.description), spanish: String(values.descriptionEs) }]}
        about="About this partner"
        english={<div className="full">{text('description', 'Description', { rows: 3 })}</div>}
        spanish={(_t, label) => text('descriptionEs', label, { lang: 'es', rows: 3 })}
      />
    </>
  ),
}

/** Add or edit a partner; a chosen logo is uploaded once the partner is saved, with progress. */
export const PartnerForm = (props: PersonFormProps<StaffPartner>) => <PersonForm kind={PARTNER} {...props} />
