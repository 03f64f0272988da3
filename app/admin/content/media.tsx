import { CONTENT_UPLOADS, UPLOAD_PROFILES, type ContentUploadPath } from '#core/content/content-uploads.ts'
import { UploadControl } from '#app/admin/ui/upload-control.tsx'

// The content manager's uploads, each bound to its endpoint (core/content/content-uploads.ts).

export const HELP = {
  image: 'JPG, PNG, WebP or GIF, up to 10MB.',
  media: 'JPG, PNG, GIF, MP4, MOV, AVI, WEBM. Max 50MB for videos and 10MB for images.',
  gallery: 'Images (JPG, PNG, WebP, GIF) under 15MB and videos (MP4, MOV, AVI, WebM) under 100MB. Choose or drop several at once.',
} as const

interface Props {
  label: string
  path: ContentUploadPath
  value: string
  onChange: (url: string) => void
  setUploading: (busy: boolean) => void
  disabled?: boolean
  /** Popup after a removal (the mission image and the leadership logo remind staff to save). */
  onRemoved?: () => void
  previewSize?: { width: number; height: number }
  alt?: string
  /** Where the value sits in the section ("missionImage"): an image's missing alt text is shown under it. */
  schemaPath?: string
}

/** One stored image (or video for the benefits media) with upload, preview and remove. */
/** The spec's upload failure names what failed: the leadership logo, a team member's photo, media, else an image. */
const uploadNoun = (field: string, profile: string) =>
  field === 'leadershipLogo' ? 'logo' : field === 'photo' ? 'photo' : profile === 'media' ? 'media' : 'image'

export function MediaUpload({ label, path, value, onChange, setUploading, disabled, onRemoved, previewSize, alt, schemaPath }: Props) {
  const { field, returns, profile } = CONTENT_UPLOADS[path]
  return (
    <UploadControl
      label={label}
      endpoint={path}
      field={field}
      resultKey={returns}
      profile={UPLOAD_PROFILES[profile]}
      help={HELP[profile]}
      value={value ? [value] : []}
      onUploaded={([url]) => onChange(url)}
      onRemove={() => {
        onChange('')
        onRemoved?.()
      }}
      onBusyChange={setUploading}
      disabled={disabled}
      previewSize={previewSize}
      previewAlt={alt}
      path={schemaPath}
      failureMessage={`Error uploading ${uploadNoun(field, profile)}. Please try again.`}
    />
  )
}
