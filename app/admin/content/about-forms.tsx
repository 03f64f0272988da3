import type { ContentSections } from '#core/content/content.ts'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { RichTextEditor } from '#app/admin/ui/rich-text-editor.tsx'
import { useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { MoveControls, ReorderStatus, useReorder } from '#app/admin/ui/reorder.tsx'
import { MediaUpload } from './media.tsx'
import { fieldSetter, mediaFields, textFields, type SectionFormProps } from './types.ts'

type S = ContentSections

/** A new value gets the star icon. */
export const NEW_VALUE_ICON = 'fas fa-star'

export function AboutUsForm({ value, onChange, setUploading, disabled, notify }: SectionFormProps<S['aboutUs']>) {
  const media = mediaFields({ value, onChange, setUploading, disabled })
  return (
    <MediaUpload
      {...media('missionImage')}
      label="Mission image"
      path="/api/admin/content/upload-mission-image"
      onRemoved={() => notify('Mission image removed. Remember to save changes.')}
      alt="Mission image"
    />
  )
}

export function AboutForm({ value, onChange }: SectionFormProps<S['about']>) {
  const set = fieldSetter(onChange)
  const text = textFields(value, onChange)
  return (
    <div className="form-grid">
      <TextField {...text('storyTitle')} label="Story title" />
      <RichTextEditor label="Our story" value={value.story} onChange={(v) => set('story', v)} minHeight={150} />
      <RichTextEditor label="Our mission" value={value.mission} onChange={(v) => set('mission', v)} minHeight={120} />
    </div>
  )
}

export function LeadershipForm({ value, onChange, setUploading, disabled, notify }: SectionFormProps<S['leadership']>) {
  const media = mediaFields({ value, onChange, setUploading, disabled })
  return (
    <MediaUpload
      {...media('logo')}
      label="Leadership logo"
      path="/api/admin/content/upload-leadership-logo"
      onRemoved={() => notify('Leadership logo removed. Remember to save changes.')}
      alt="Leadership logo"
    />
  )
}

export function ValuesForm({ value, onChange }: SectionFormProps<S['values']>) {
  const text = textFields(value, onChange)
  const confirm = useConfirm()
  type Item = S['values']['valuesList'][number]
  const reorder = useReorder({
    items: value.valuesList,
    keyOf: (_item, i) => String(i),
    nameOf: (item, i) => item.title || `Value ${i + 1}`,
    onMove: (next) => onChange((prev) => ({ ...prev, valuesList: next })),
  })
  const setItem = (index: number, patch: Partial<Item>) =>
    onChange((prev) => ({ ...prev, valuesList: prev.valuesList.map((v, i) => (i === index ? { ...v, ...patch } : v)) }))
  return (
    <div className="form-grid">
      <TextField {...text('title')} label="Section title" />
      <TextField {...text('description')} label="Section description" rows={2} />
      <ol className="item-list">
        {value.valuesList.map((item, i) => (
          <li key={i} className="item-card" {...reorder.rowProps(i)}>
            <div className="item-card-head">
              <strong>Value {i + 1}</strong>
              <MoveControls reorder={reorder} index={i} />
              <button
                type="button"
                className="text-button danger"
                onClick={async () => {
                  const ok = await confirm({
                    title: 'Remove this value?',
                    message: `"${item.title || 'Untitled value'}" is taken off the list when you save.`,
                  })
                  if (ok) onChange((prev) => ({ ...prev, valuesList: prev.valuesList.filter((_, j) => j !== i) }))
                }}
              >
                Remove
              </button>
            </div>
            <div className="form-row-2">
              <TextField path={`valuesList.${i}.title`} label="Title" value={item.title} onChange={(v) => setItem(i, { title: v })} />
              <TextField
                path={`valuesList.${i}.icon`}
                label="Icon class"
                value={item.icon}
                onChange={(v) => setItem(i, { icon: v })}
                help="Font Awesome class, e.g. fas fa-star"
                maxLength={80}
              />
            </div>
            <TextField
              path={`valuesList.${i}.description`}
              label="Description"
              rows={2}
              value={item.description}
              onChange={(v) => setItem(i, { description: v })}
            />
          </li>
        ))}
      </ol>
      <ReorderStatus reorder={reorder} />
      <button
        type="button"
        className="btn btn-outline btn-sm add-button"
        onClick={() =>
          onChange((prev) => ({ ...prev, valuesList: [...prev.valuesList, { title: '', description: '', icon: NEW_VALUE_ICON }] }))
        }
      >
        Add Value
      </button>
    </div>
  )
}
