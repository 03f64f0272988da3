import type { ContentSections } from '#core/content/content.ts'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { textFields, type SectionFormProps } from './types.ts'

type S = ContentSections
type SocialLink = S['socialMediaSales']['facebook']
const NETWORKS = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['twitter', 'X (Twitter)'],
  ['tiktok', 'TikTok'],
] as const

export function FooterForm({ value, onChange }: SectionFormProps<S['footer']>) {
  const text = textFields(value, onChange)
  const setSocial = (key: keyof S['footer']['socialMedia'], v: string) =>
    onChange((prev) => ({ ...prev, socialMedia: { ...prev.socialMedia, [key]: v } }))
  return (
    <div className="form-grid">
      <div className="form-row-2">
        <TextField {...text('phone')} label="Phone" type="tel" />
        <TextField {...text('email')} label="Email" type="email" />
        <TextField {...text('chrisEmail')} label="Second staff email" type="email" help="Shown beside the main email when filled in." />
        <TextField {...text('officeHours')} label="Office hours" />
      </div>
      <TextField {...text('address')} label="Address" />
      <fieldset className="fieldset">
        <legend>Brokerage</legend>
        <div className="form-row-2">
          <TextField
            {...text('brokerageName')}
            label="Brokerage business name"
            help="As licensed with the Nebraska Real Estate Commission; shown with the fair housing statement on every page, mail and flyer."
          />
          <TextField {...text('licenseNumber')} label="Brokerage license number" />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Social media links</legend>
        <div className="form-row-2">
          {(['facebook', 'twitter', 'instagram', 'linkedin'] as const).map((k) => (
            <TextField
              key={k}
              path={`socialMedia.${k}`}
              label={k === 'twitter' ? 'X (Twitter)' : k === 'linkedin' ? 'LinkedIn' : k[0].toUpperCase() + k.slice(1)}
              type="url"
              value={value.socialMedia[k] ?? ''}
              onChange={(v) => setSocial(k, v)}
              placeholder="https://"
            />
          ))}
        </div>
      </fieldset>
    </div>
  )
}

export function ContactForm({ value, onChange }: SectionFormProps<S['contact']>) {
  const text = textFields(value, onChange)
  return (
    <div className="form-grid">
      <div className="form-row-2">
        <TextField {...text('phone')} label="Phone" type="tel" />
        <TextField {...text('phoneDescription')} label="Phone button text" />
        <TextField {...text('email')} label="Email" type="email" />
        <TextField {...text('emailDescription')} label="Email button text" />
        <TextField {...text('address')} label="Address" />
        <TextField {...text('locationDescription')} label="Location button text" />
      </div>
      <TextField {...text('googleMapsLink')} label="Google Maps link" type="url" placeholder="https://maps.google.com/..." />
    </div>
  )
}

export function DisclosuresForm({ value, onChange }: SectionFormProps<S['disclosures']>) {
  const text = textFields(value, onChange)
  return (
    <div className="form-grid">
      <TextField
        {...text('contactAgent')}
        label="Contact agent disclosure"
        rows={4}
        help="Under the Send Message button of the contact-agent form on property pages."
      />
      <TextField
        {...text('requestShowing')}
        label="Request showing disclosure"
        rows={4}
        help="Under the Request Showing button of the tour form on property pages."
      />
    </div>
  )
}

export function SocialMediaForm({ value, onChange }: SectionFormProps<S['socialMediaSales']>) {
  const text = textFields(value, onChange)
  const setLink = (key: (typeof NETWORKS)[number][0], patch: Partial<SocialLink>) =>
    onChange((prev) => ({ ...prev, [key]: { ...prev[key], ...patch } }))
  return (
    <div className="form-grid">
      <div className="form-row-2">
        <TextField {...text('title')} label="Title" />
        <TextField {...text('subtitle')} label="Subtitle" />
        <TextField {...text('contactTitle')} label="Contact title" />
        <TextField {...text('contactSubtitle')} label="Contact subtitle" />
        <TextField {...text('contactPhone')} label="Contact phone" type="tel" />
        <TextField {...text('contactEmail')} label="Contact email" type="email" />
        <TextField {...text('contactAddress')} label="Contact address" />
        <TextField {...text('ctaTitle')} label="Call-to-action title" />
      </div>
      <TextField {...text('ctaSubtitle')} label="Call-to-action subtitle" />
      <SocialLinks value={value} onChange={setLink} />
    </div>
  )
}

export function SocialLinks({
  value,
  onChange,
  prefix = '',
}: {
  value: Record<(typeof NETWORKS)[number][0], SocialLink>
  onChange: (key: (typeof NETWORKS)[number][0], patch: Partial<SocialLink>) => void
  /** Where the links sit in the section's value ("socialMedia." on the vision page), for their problems. */
  prefix?: string
}) {
  return (
    <>
      {NETWORKS.map(([key, name]) => (
        <fieldset key={key} className="fieldset">
          <legend>{name}</legend>
          <div className="form-row-3">
            <TextField
              path={`${prefix}${key}.url`}
              label={`${name} link`}
              type="url"
              value={value[key].url}
              onChange={(v) => onChange(key, { url: v })}
              placeholder="https://"
            />
            <TextField
              path={`${prefix}${key}.title`}
              label={`${name} card title`}
              value={value[key].title}
              onChange={(v) => onChange(key, { title: v })}
            />
            <TextField
              path={`${prefix}${key}.description`}
              label={`${name} card text`}
              value={value[key].description}
              onChange={(v) => onChange(key, { description: v })}
            />
          </div>
        </fieldset>
      ))}
    </>
  )
}
