import type { ContentSections } from '#core/content/content.ts'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { fieldSetter, type SectionFormProps } from './types.ts'

type S = ContentSections
type SocialLink = S['socialMediaSales']['facebook']
const NETWORKS = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['twitter', 'X (Twitter)'],
  ['tiktok', 'TikTok'],
] as const

export function FooterForm({ value, onChange }: SectionFormProps<S['footer']>) {
  const set = fieldSetter(onChange)
  const setSocial = (key: keyof S['footer']['socialMedia'], v: string) =>
    onChange((prev) => ({ ...prev, socialMedia: { ...prev.socialMedia, [key]: v } }))
  return (
    <div className="form-grid">
      <div className="form-row-2">
        <TextField path="phone" label="Phone" type="tel" value={value.phone} onChange={(v) => set('phone', v)} />
        <TextField path="email" label="Email" type="email" value={value.email} onChange={(v) => set('email', v)} />
        <TextField
          path="chrisEmail"
          label="Second staff email"
          type="email"
          value={value.chrisEmail}
          onChange={(v) => set('chrisEmail', v)}
          help="Shown beside the main email when filled in."
        />
        <TextField path="officeHours" label="Office hours" value={value.officeHours} onChange={(v) => set('officeHours', v)} />
      </div>
      <TextField path="address" label="Address" value={value.address} onChange={(v) => set('address', v)} />
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
  const set = fieldSetter(onChange)
  return (
    <div className="form-grid">
      <div className="form-row-2">
        <TextField path="phone" label="Phone" type="tel" value={value.phone} onChange={(v) => set('phone', v)} />
        <TextField
          path="phoneDescription"
          label="Phone button text"
          value={value.phoneDescription}
          onChange={(v) => set('phoneDescription', v)}
        />
        <TextField path="email" label="Email" type="email" value={value.email} onChange={(v) => set('email', v)} />
        <TextField
          path="emailDescription"
          label="Email button text"
          value={value.emailDescription}
          onChange={(v) => set('emailDescription', v)}
        />
        <TextField path="address" label="Address" value={value.address} onChange={(v) => set('address', v)} />
        <TextField
          path="locationDescription"
          label="Location button text"
          value={value.locationDescription}
          onChange={(v) => set('locationDescription', v)}
        />
      </div>
      <TextField
        path="googleMapsLink"
        label="Google Maps link"
        type="url"
        value={value.googleMapsLink}
        onChange={(v) => set('googleMapsLink', v)}
        placeholder="https://maps.google.com/..."
      />
    </div>
  )
}

export function DisclosuresForm({ value, onChange }: SectionFormProps<S['disclosures']>) {
  const set = fieldSetter(onChange)
  return (
    <div className="form-grid">
      <TextField
        path="contactAgent"
        label="Contact agent disclosure"
        rows={4}
        value={value.contactAgent}
        onChange={(v) => set('contactAgent', v)}
        help="Under the Send Message button of the contact-agent form on property pages."
      />
      <TextField
        path="requestShowing"
        label="Request showing disclosure"
        rows={4}
        value={value.requestShowing}
        onChange={(v) => set('requestShowing', v)}
        help="Under the Request Showing button of the tour form on property pages."
      />
    </div>
  )
}

export function SocialMediaForm({ value, onChange }: SectionFormProps<S['socialMediaSales']>) {
  const set = fieldSetter(onChange)
  const setLink = (key: (typeof NETWORKS)[number][0], patch: Partial<SocialLink>) =>
    onChange((prev) => ({ ...prev, [key]: { ...prev[key], ...patch } }))
  return (
    <div className="form-grid">
      <div className="form-row-2">
        <TextField path="title" label="Title" value={value.title} onChange={(v) => set('title', v)} />
        <TextField path="subtitle" label="Subtitle" value={value.subtitle} onChange={(v) => set('subtitle', v)} />
        <TextField path="contactTitle" label="Contact title" value={value.contactTitle} onChange={(v) => set('contactTitle', v)} />
        <TextField
          path="contactSubtitle"
          label="Contact subtitle"
          value={value.contactSubtitle}
          onChange={(v) => set('contactSubtitle', v)}
        />
        <TextField
          path="contactPhone"
          label="Contact phone"
          type="tel"
          value={value.contactPhone}
          onChange={(v) => set('contactPhone', v)}
        />
        <TextField
          path="contactEmail"
          label="Contact email"
          type="email"
          value={value.contactEmail}
          onChange={(v) => set('contactEmail', v)}
        />
        <TextField path="contactAddress" label="Contact address" value={value.contactAddress} onChange={(v) => set('contactAddress', v)} />
        <TextField path="ctaTitle" label="Call-to-action title" value={value.ctaTitle} onChange={(v) => set('ctaTitle', v)} />
      </div>
      <TextField path="ctaSubtitle" label="Call-to-action subtitle" value={value.ctaSubtitle} onChange={(v) => set('ctaSubtitle', v)} />
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
