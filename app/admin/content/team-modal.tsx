import { useRef, useState } from 'react'
import { useSaveShortcut } from '#app/admin/ui/use-save-shortcut.ts'
import { createPortal } from 'react-dom'
import type { TeamMember } from '#core/people/people.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { RichTextEditor } from '#app/admin/ui/rich-text-editor.tsx'
import { MediaUpload } from './media.tsx'
import { PersonTexts, titleAndBio, type PersonText } from '#app/admin/people/person-texts.tsx'

// The team member modal: native <dialog> (focus stays inside,
// Escape closes), name and title required and trimmed, specialties added by
// the Add button or Enter, photo with a 100 x 100 preview.

export type DraftMember = Omit<TeamMember, '_id'> & { _id?: string }

interface Props {
  mode: 'add' | 'edit'
  initial: DraftMember
  onCancel: () => void
  onSave: (member: DraftMember) => void
}

export function TeamMemberModal({ mode, initial, onCancel, onSave }: Props) {
  const [m, setM] = useState(initial)
  const [specialty, setSpecialty] = useState('')
  const [errors, setErrors] = useState<{ name?: string; title?: string }>({})
  const [uploading, setUploading] = useState(false)
  // Ctrl+S / Cmd+S saves the member once changed (app/admin/ui/use-save-shortcut.ts).
  const formRef = useRef<HTMLFormElement>(null)
  useSaveShortcut(formRef, !uploading && JSON.stringify(m) !== JSON.stringify(initial))
  const set = <K extends keyof DraftMember>(key: K, v: DraftMember[K]) => setM((prev) => ({ ...prev, [key]: v }))

  function addSpecialty() {
    const s = specialty.trim()
    if (s && !m.specialties.includes(s)) set('specialties', [...m.specialties, s])
    setSpecialty('')
  }

  /** Title, bio and each specialty, with their Spanish (a specialty's by its English words). */
  const texts: PersonText[] = [
    ...titleAndBio(m),
    ...m.specialties.map((s) => ({ key: `specialty:${s}`, name: `Specialty “${s}”`, english: s, spanish: m.specialtiesEs?.[s] ?? '' })),
  ]
  const removeSpecialty = (s: string) =>
    setM((prev) => {
      const { [s]: _removed, ...spanish } = prev.specialtiesEs ?? {}
      return { ...prev, specialties: prev.specialties.filter((x) => x !== s), specialtiesEs: spanish }
    })

  function save() {
    const name = m.name.trim()
    const title = m.title.trim()
    const problems = { name: name ? undefined : 'Name is required!', title: title ? undefined : 'Title is required!' }
    setErrors(problems)
    if (problems.name || problems.title) return
    onSave({ ...m, name, title })
  }

  // In the body, not inside the section's <form> (forms cannot nest).
  return createPortal(
    <Dialog open title={mode === 'add' ? 'Add Team Member' : 'Edit Team Member'} onClose={onCancel}>
      <form
        ref={formRef}
        className="team-modal form-grid"
        noValidate
        onSubmit={(e) => {
          // React bubbles events through the portal to the section's own form: this submit is the modal's only.
          e.preventDefault()
          e.stopPropagation()
          save()
        }}
      >
        {(errors.name || errors.title) && (
          <p className="field-error" role="alert">
            {errors.name ?? errors.title}
          </p>
        )}
        <div className="form-row-2">
          <TextField label="Name" required value={m.name} onChange={(v) => set('name', v)} error={errors.name} autoFocus />
          <TextField label="Email" type="email" value={m.email} onChange={(v) => set('email', v)} />
          <TextField label="Phone" type="tel" value={m.phone} onChange={(v) => set('phone', v)} />
        </div>
        <TextField
          label="LinkedIn"
          type="url"
          value={m.linkedin}
          onChange={(v) => set('linkedin', v)}
          placeholder="https://www.linkedin.com/in/..."
        />
        <PersonTexts
          texts={texts}
          about="About this person"
          english={
            <div className="person-texts-english">
              <TextField label="Title" required value={m.title} onChange={(v) => set('title', v)} error={errors.title} />
              <RichTextEditor label="Bio" value={m.bio} onChange={(v) => set('bio', v)} minHeight={120} maxHeight={200} />
            </div>
          }
          spanish={(t, label) =>
            t.key === 'title' ? (
              <TextField label={label} value={m.titleEs ?? ''} onChange={(v) => set('titleEs', v)} maxLength={200} lang="es" />
            ) : t.key.startsWith('specialty:') ? (
              <TextField
                label={label}
                value={t.spanish}
                onChange={(v) => set('specialtiesEs', { ...m.specialtiesEs, [t.english]: v })}
                maxLength={200}
                lang="es"
              />
            ) : (
              <RichTextEditor
                label={label}
                value={m.bioEs ?? ''}
                onChange={(v) => set('bioEs', v)}
                minHeight={120}
                maxHeight={200}
                lang="es"
              />
            )
          }
        />
        <div className="specialties">
          <div className="specialty-add">
            <TextField
              label="Specialties"
              value={specialty}
              onChange={setSpecialty}
              help="Press Enter or Add after each one."
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  addSpecialty()
                }
              }}
            />
            <button type="button" className="btn btn-outline btn-sm" onClick={addSpecialty}>
              Add
            </button>
          </div>
          {m.specialties.length > 0 && (
            <ul className="chips" aria-label="Added specialties">
              {m.specialties.map((s) => (
                <li key={s} className="chip">
                  {s}
                  <button type="button" aria-label={`Remove specialty ${s}`} onClick={() => removeSpecialty(s)}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <MediaUpload
          label="Photo"
          path="/api/admin/content/team/upload-photo"
          value={m.photo}
          onChange={(url) => set('photo', url)}
          setUploading={setUploading}
          previewSize={{ width: 100, height: 100 }}
          alt={`Photo of ${m.name || 'the team member'}`}
        />
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={uploading}>
            Save Team Member
          </button>
        </div>
      </form>
    </Dialog>,
    document.body,
  )
}
