import type { ContentSections } from '#core/content/content.ts'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { RichTextEditor } from '#app/admin/ui/rich-text-editor.tsx'
import { MediaUpload } from './media.tsx'
import { fieldSetter, mediaFields, textFields, type SectionFormProps } from './types.ts'

export function BannerTextForm({ value, onChange }: SectionFormProps<{ text: string }>) {
  return (
    <TextField
      path="text"
      label="Banner title"
      value={value.text}
      onChange={(text) => onChange((prev) => ({ ...prev, text }))}
      help="The heading at the top of the page."
    />
  )
}

export function BiddersBannerForm({ value, onChange }: SectionFormProps<ContentSections['preferredBiddersBanner']>) {
  const set = fieldSetter(onChange)
  const text = textFields(value, onChange)
  return (
    <div className="form-grid">
      <TextField {...text('title')} label="Banner title" />
      <RichTextEditor label="Banner description" value={value.description} onChange={(v) => set('description', v)} minHeight={120} />
    </div>
  )
}

export function SellToUsForm({ value, onChange, setUploading, disabled }: SectionFormProps<ContentSections['sellToUs']>) {
  const media = mediaFields({ value, onChange, setUploading, disabled })
  return (
    <MediaUpload
      {...media('benefitsMedia')}
      label="Benefits media (image or video)"
      path="/api/admin/content/upload-benefits-media"
      alt="Why sell to us"
    />
  )
}

export function LegalPageForm({ value, onChange }: SectionFormProps<ContentSections['privacyPolicy']>) {
  const set = fieldSetter(onChange)
  const text = textFields(value, onChange)
  return (
    <div className="form-grid">
      <div className="form-row-2">
        <TextField {...text('title')} label="Page title" />
        <TextField {...text('updated')} label="Last updated" help='Shown as written, e.g. "November 24, 2026".' />
      </div>
      <RichTextEditor label="Page text" value={value.body} onChange={(v) => set('body', v)} minHeight={150} />
    </div>
  )
}
