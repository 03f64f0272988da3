import { useRef, useState } from 'react'
import { useSaveShortcut } from '#app/admin/ui/use-save-shortcut.ts'
import type { z } from 'zod'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { ImagePicker } from '#app/admin/ui/image-picker.tsx'
import { useUploadQueue } from '#app/admin/ui/upload-queue.ts'
import { FieldError, fieldAria } from '#app/ui/forms/field.tsx'
import { parseWithErrors } from '#app/ui/forms/schema-errors.ts'
import { ConflictPanel, conflictOf } from '#app/admin/ui/conflict-panel.tsx'
import { PresenceNotice } from '#app/admin/ui/presence-notice.tsx'
import { RecordHistory } from '#app/admin/ui/record-history.tsx'
import type { Conflict } from '#core/conflicts.ts'

/** An agent or partner as staff edit it: its change time is its version (docs/decisions/0094-no-lost-edits-anywhere.md). */
type Versioned = { _id: string; updatedAt: string }

/** What differs between the agent and the partner form; the save itself is one. */
export interface PersonFormConfig<T extends Versioned> {
  /** The record being edited, or null to add one. */
  record: T | null
  /** 'agent' or 'partner': the words of the messages, the ids of the error texts and the upload's answer field. */
  noun: 'agent' | 'partner'
  /** '/api/admin/agents' */
  endpoint: string
  /** The image's multipart field and URL segment ('photo', 'logo') and its stored URL. */
  image: { field: 'photo' | 'logo'; current: (record: T) => string }
  nameOf: (record: T) => string
  /** The body's rules, loaded with the first save, not with the page (the server decides in any case). */
  schema: () => Promise<z.ZodType<unknown>>
  onSaved: (record: T, message: string, kind?: 'success' | 'error') => void
  /** Puts a version into the form's controlled fields (the others are reset by the form's key). */
  reset?: (record: T) => void
}

/** Whether two versions hold the same values in the form's fields. */
const sameFields = (a: object, b: object, names: string[]) =>
  names.every((k) => JSON.stringify((a as Record<string, unknown>)[k]) === JSON.stringify((b as Record<string, unknown>)[k]))
const pick = (record: object, names: string[]) => Object.fromEntries(names.map((k) => [k, (record as Record<string, unknown>)[k]]))

/**
 * The add-or-edit form of a person (agent, partner): checks the fields with the
 * shared rules, saves, then uploads a chosen image with progress or removes it.
 */
export function usePersonForm<T extends Versioned>(config: PersonFormConfig<T>) {
  const { noun, endpoint, image, onSaved } = config
  // The version the form shows and saves over: the opened one, or the newer one the staff member chose.
  const [record, setRecord] = useState<T | null>(config.record)
  const [formKey, setFormKey] = useState(0)
  const [conflict, setConflict] = useState<{ refused: Conflict<T>; mine: Record<string, unknown> } | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  // The chosen image waits in the queue until the record is saved (a new record has no id to upload to before);
  // one refused by the browser's check stays there with its message and is not sent.
  const upload = useUploadQueue()
  const entry = upload.items[0]
  const chosen = entry && !entry.error ? entry : undefined
  const [removeImage, setRemoveImage] = useState(false)
  // Ctrl+S / Cmd+S saves once something was typed or an image chosen or removed (app/admin/ui/use-save-shortcut.ts).
  const formRef = useRef<HTMLFormElement>(null)
  const [typed, setTyped] = useState(false)
  useSaveShortcut(formRef, (typed || Boolean(chosen) || removeImage) && !busy)

  const submit = async (values: Record<string, unknown>, formElement: HTMLFormElement) => {
    const { data, errors: found } = parseWithErrors(await config.schema(), values, { key: 'field', capitalize: true })
    setErrors(found)
    if (!data) {
      // After React has marked the fields.
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    await save(data as Record<string, unknown>, record)
  }

  /** Saves the checked values over `from` (the version the form started from), then the chosen image. */
  const save = async (data: Record<string, unknown>, from: T | null): Promise<void> => {
    setBusy(true)
    setFormError('')
    try {
      let saved = from
        ? await staffRequest<T>(`${endpoint}/${from._id}`, { method: 'PUT', body: data, headers: { 'if-match': `"${from.updatedAt}"` } })
        : await staffRequest<T>(endpoint, { method: 'POST', body: data })
      setConflict(null)
      if (chosen) {
        const body = new FormData()
        body.append(image.field, chosen.files[0]!)
        try {
          const url = `${endpoint}/${saved._id}/${image.field}`
          saved = (await upload.send<Record<string, T>>(chosen.key, url, body, `Error uploading ${image.field}. Please try again.`))[noun]!
        } catch (err) {
          // The record is saved; only the image failed: say so, and its Edit can try the image again.
          onSaved(saved, `The ${noun} was saved, but the ${image.field} was not: ${(err as Error).message}`, 'error')
          return
        }
      } else if (removeImage && record && image.current(record)) {
        saved = await staffRequest<T>(`${endpoint}/${saved._id}/${image.field}`, { method: 'DELETE' })
      }
      onSaved(saved, record ? `${noun === 'agent' ? 'Agent' : 'Partner'} saved.` : `${config.nameOf(saved)} was added.`)
    } catch (err) {
      const refused = conflictOf<T>(err)
      const names = Object.keys(data)
      if (refused && from && sameFields(refused.current, from, names)) {
        // Saved since, but none of this form's fields changed (a new photo, say): nothing of theirs is in the way.
        setRecord(refused.current)
        return save(data, refused.current)
      }
      if (refused) setConflict({ refused, mine: data })
      else setFormError(errorMessage(err, `Error saving the ${noun}. Please try again.`))
    } finally {
      setBusy(false)
    }
  }

  /** A field's name and its error wiring. */
  const field = (name: string) => ({ name, ...fieldAria({ id: `${noun}-${name}`, error: errors[name] }) })
  const error = (name: string) => <FieldError id={`${noun}-${name}`} error={errors[name]} as="div" />

  /** The image picker (label 'Photo' or 'Logo'). */
  const imageField = (label: string) => (
    <div className="full">
      <ImagePicker
        label={label}
        current={removeImage || !record ? '' : image.current(record)}
        chosen={entry}
        onChange={(picked, problem) => {
          upload.remove()
          upload.add([picked], problem)
        }}
        onRemove={() => setRemoveImage(true)}
      />
    </div>
  )

  /** The form's error, a refused save's choices, and its Cancel and Save/Add buttons. */
  const footer = (onCancel: () => void) => (
    <>
      {conflict && (
        <div className="full">
          <ConflictPanel
            title={noun === 'agent' ? 'This agent' : 'This partner'}
            message={conflict.refused.message}
            mine={conflict.mine}
            theirs={pick(conflict.refused.current, Object.keys(conflict.mine))}
            busy={busy}
            onLoadTheirs={() => {
              const theirs = conflict.refused.current
              setRecord(theirs)
              config.reset?.(theirs)
              setFormKey((k) => k + 1)
              setErrors({})
              setConflict(null)
            }}
            onKeepMine={() => {
              setRecord(conflict.refused.current)
              void save(conflict.mine, conflict.refused.current)
            }}
          />
        </div>
      )}
      {formError && (
        <p className="admin-alert admin-alert-error full" role="alert">
          {formError}
        </p>
      )}
      <div className="full admin-dialog-actions">
        <button type="button" className="admin-btn admin-btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
          {busy ? 'Saving…' : `${record ? 'Save' : 'Add'} ${noun}`}
        </button>
      </div>
      {record && (
        <details className="full person-history">
          <summary>Earlier versions</summary>
          <RecordHistory<T>
            listPath={`${endpoint}/${record._id}/history`}
            restorePath={(id) => `${endpoint}/${record._id}/history/${id}/restore`}
            version={record.updatedAt}
            noun={noun}
            title={config.nameOf(record)}
            refreshKey={record.updatedAt}
            onError={setFormError}
            onRestored={(restored) => onSaved(restored, `${config.nameOf(restored)}: earlier version restored.`)}
          />
        </details>
      )}
    </>
  )

  /** The form's submit handler: `valuesOf` reads the record from the form's fields. */
  const onSubmit =
    (valuesOf: (text: (name: string) => string, form: FormData) => Record<string, unknown>) => (e: React.FormEvent<HTMLFormElement>) => {
      e.preventDefault()
      const form = new FormData(e.currentTarget)
      void submit(
        valuesOf((name) => String(form.get(name) ?? ''), form),
        e.currentTarget,
      )
    }

  /** Who else has this person open (nothing for a new one). */
  const presence = <PresenceNotice kind={noun} id={record?._id ?? null} className="full" />

  /** Spread on the <form>: the shortcut finds it and learns of its changes. */
  const formProps = { ref: formRef, onInput: () => setTyped(true) }

  return { record, formKey, formProps, onSubmit, errors, field, error, imageField, footer, presence }
}
