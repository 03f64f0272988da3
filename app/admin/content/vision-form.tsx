import type { ContentSections } from '#core/content/content.ts'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { RichTextEditor } from '#app/admin/ui/rich-text-editor.tsx'
import { useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { MoveControls, ReorderStatus, useReorder } from '#app/admin/ui/reorder.tsx'
import { MediaUpload } from './media.tsx'
import { SocialLinks } from './contact-forms.tsx'
import { fieldSetter, mediaFields, textFields, type SectionFormProps } from './types.ts'

type Vision = ContentSections['vision']
type City = Vision['cityImages'][number]

export function VisionForm({ value, onChange, setUploading, disabled }: SectionFormProps<Vision>) {
  const set = fieldSetter(onChange)
  const text = textFields(value, onChange)
  const confirm = useConfirm()
  const media = mediaFields({ value, onChange, setUploading, disabled })
  const setCity = (index: number, patch: Partial<City>) =>
    onChange((prev) => ({ ...prev, cityImages: prev.cityImages.map((c, i) => (i === index ? { ...c, ...patch } : c)) }))
  const cityOrder = useReorder({
    items: value.cityImages,
    keyOf: (_city, i) => String(i),
    nameOf: (city, i) => city.title || `City ${i + 1}`,
    onMove: (next) => onChange((prev) => ({ ...prev, cityImages: next })),
  })
  return (
    <div className="form-grid">
      <div className="form-row-2">
        <TextField {...text('mainTitle')} label="Main title" />
        <TextField {...text('heroSubtitle')} label="Hero subtitle" />
      </div>
      <RichTextEditor label="Vision statement" value={value.statement} onChange={(v) => set('statement', v)} />
      <div className="form-row-3">
        <MediaUpload {...media('visionImage1')} label="Vision image 1" path="/api/admin/content/upload-vision-image1" />
        <MediaUpload {...media('visionImage2')} label="Vision image 2" path="/api/admin/content/upload-vision-image2" />
        <MediaUpload {...media('motivationImage')} label="Motivation image" path="/api/admin/content/upload-vision-image" />
      </div>
      <TextField {...text('motivationTitle')} label="Motivation title" />
      <RichTextEditor label="Motivation" value={value.motivation} onChange={(v) => set('motivation', v)} minHeight={120} />
      <div className="form-row-2">
        <TextField {...text('goalsTitle')} label="Looking ahead title" />
        <TextField {...text('goalsDescription')} label="Looking ahead description" />
      </div>
      <RichTextEditor label="Future goals" value={value.futureGoals} onChange={(v) => set('futureGoals', v)} minHeight={120} />
      <div className="form-row-2">
        <TextField {...text('ctaTitle')} label="Call-to-action title" />
        <TextField {...text('ctaDescription')} label="Call-to-action description" />
        <TextField {...text('cityImagesTitle')} label="Communities title" />
        <TextField {...text('cityImagesDescription')} label="Communities description" />
      </div>
      <fieldset className="fieldset">
        <legend>Communities served</legend>
        <ol className="item-list">
          {value.cityImages.map((city, i) => (
            <li key={i} className="item-card" {...cityOrder.rowProps(i)}>
              <div className="item-card-head">
                <strong>{city.title || `City ${i + 1}`}</strong>
                <MoveControls reorder={cityOrder} index={i} />
                <button
                  type="button"
                  className="text-button danger"
                  onClick={async () => {
                    const ok = await confirm({
                      title: 'Remove this city?',
                      message: `"${city.title || 'This city'}" is taken off the vision page when you save.`,
                    })
                    if (ok) onChange((prev) => ({ ...prev, cityImages: prev.cityImages.filter((_, j) => j !== i) }))
                  }}
                >
                  Remove city
                </button>
              </div>
              <div className="form-row-2">
                <TextField path={`cityImages.${i}.title`} label="City name" value={city.title} onChange={(v) => setCity(i, { title: v })} />
                <TextField
                  path={`cityImages.${i}.description`}
                  label="Description"
                  value={city.description}
                  onChange={(v) => setCity(i, { description: v })}
                />
              </div>
              <MediaUpload
                label="City image"
                path="/api/admin/upload/city-image"
                value={city.image}
                schemaPath={`cityImages.${i}.image`}
                onChange={(v) => setCity(i, { image: v })}
                alt={`${city.title} image`}
                setUploading={setUploading}
                disabled={disabled}
              />
            </li>
          ))}
        </ol>
        <ReorderStatus reorder={cityOrder} />
        <button
          type="button"
          className="btn btn-outline btn-sm add-button"
          onClick={() => onChange((prev) => ({ ...prev, cityImages: [...prev.cityImages, { title: '', description: '', image: '' }] }))}
        >
          Add City
        </button>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Social media cards</legend>
        <div className="form-row-2">
          <TextField
            path="socialMedia.title"
            label="Social title"
            value={value.socialMedia.title}
            onChange={(v) => onChange((prev) => ({ ...prev, socialMedia: { ...prev.socialMedia, title: v } }))}
          />
          <TextField
            path="socialMedia.subtitle"
            label="Social subtitle"
            value={value.socialMedia.subtitle}
            onChange={(v) => onChange((prev) => ({ ...prev, socialMedia: { ...prev.socialMedia, subtitle: v } }))}
          />
        </div>
        <SocialLinks
          prefix="socialMedia."
          value={value.socialMedia}
          onChange={(key, patch) =>
            onChange((prev) => ({ ...prev, socialMedia: { ...prev.socialMedia, [key]: { ...prev.socialMedia[key], ...patch } } }))
          }
        />
      </fieldset>
    </div>
  )
}
