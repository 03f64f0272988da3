import type { StaffAgent } from '#core/people/people.ts'
import { PersonForm, type PersonFormProps, type PersonKind } from './person-form.tsx'
import { PersonTexts, titleAndBio } from './person-texts.tsx'

const AGENT: PersonKind<StaffAgent> = {
  noun: 'agent',
  image: { field: 'photo', label: 'Photo' },
  nameOf: (a) => a.name,
  schema: async () => (await import('#core/people/people.ts')).AgentBodySchema,
  valuesOf: (a) => ({
    name: a?.name ?? '',
    title: a?.title ?? '',
    phone: a?.phone ?? '',
    email: a?.email ?? '',
    bio: a?.bio ?? '',
    titleEs: a?.titleEs ?? '',
    bioEs: a?.bioEs ?? '',
    isActive: a?.isActive ?? true,
  }),
  fields: ({ text, check, values }) => (
    <>
      {text('name', 'Name', { required: true, autoFocus: true })}
      {text('phone', 'Phone', { type: 'tel' })}
      {text('email', 'Email', { type: 'email' })}
      <PersonTexts
        texts={titleAndBio(values)}
        about="About this person"
        english={
          <div className="person-texts-english">
            {text('title', 'Title', { placeholder: 'e.g. Listing Agent' })}
            {text('bio', 'Bio', { rows: 4 })}
          </div>
        }
        spanish={(t, label) => (t.key === 'bio' ? text('bioEs', label, { lang: 'es', rows: 4 }) : text('titleEs', label, { lang: 'es' }))}
      />
      {check('isActive', 'Active: shown on the Agents page and offered for listings')}
    </>
  ),
}

/** Add or edit an agent; a chosen photo is uploaded once the agent is saved, with progress. */
export const AgentForm = (props: PersonFormProps<StaffAgent>) => <PersonForm kind={AGENT} {...props} />
