import type { ContentSections } from '#core/content/content.ts'
import { UPLOAD_PROFILES } from '#core/content/content-uploads.ts'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { UploadControl } from '#app/admin/ui/upload-control.tsx'
import { HELP, MediaUpload } from './media.tsx'
import { mediaFields, textFields, type SectionFormProps } from './types.ts'

type Hero = ContentSections['hero']

export function HeroForm({ value, onChange, setUploading, disabled }: SectionFormProps<Hero>) {
  const text = textFields(value, onChange)
  const media = mediaFields({ value, onChange, setUploading, disabled })
  return (
    <div className="form-grid">
      <TextField {...text('title')} label="Title" help="The large heading of the home page." />
      <TextField {...text('subtitle')} label="Subtitle" rows={3} />
      <div className="form-row-3">
        <MediaUpload {...media('backgroundImage')} label="Background image" path="/api/admin/content/upload-hero-background" />
        <MediaUpload {...media('foregroundImage')} label="Foreground image" path="/api/admin/content/upload-hero-foreground" />
        <MediaUpload {...media('companyImage')} label="Company image" path="/api/admin/content/upload-company-image" />
      </div>
      <UploadControl
        label="Hero gallery"
        endpoint="/api/admin/content/upload-hero-gallery"
        field="heroImages"
        resultKey="imageUrls"
        profile={UPLOAD_PROFILES.gallery}
        multiple
        help={HELP.gallery}
        value={value.galleryImages}
        path="galleryImages"
        onReorder={(urls) => onChange((prev) => ({ ...prev, galleryImages: urls }))}
        onUploaded={(urls) => onChange((prev) => ({ ...prev, galleryImages: [...prev.galleryImages, ...urls] }))}
        onRemove={(_url, index) => onChange((prev) => ({ ...prev, galleryImages: prev.galleryImages.filter((_, i) => i !== index) }))}
        onBusyChange={setUploading}
        disabled={disabled}
        previewAlt="Hero gallery item"
        failureMessage="Error uploading files. Please try again."
      />
    </div>
  )
}
