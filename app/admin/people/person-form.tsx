import { useState } from 'react'
import type { z } from 'zod'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { ImagePicker } from '#app/admin/ui/image-picker.tsx'
import { useUploadQueue } from '#app/admin/ui/upload-queue.ts'
import { FieldError, fieldAria } from '#app/ui/forms/field.tsx'
import { parseWithErrors } from '#app/ui/forms/schema-errors.ts'

/** What differs between the agent and the partner form; the save itself is one. */
export interface PersonFormConfig<T extends { _id: string }> {
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
}

/**
 * The add-or-edit form of a person (agent, partner): checks the fields with the
 * shared rules, saves, then uploads a chosen image with progress or removes it.
 */
export function usePersonForm<T extends { _id: string }>(config: PersonFormConfig<T>) {
  const { record, noun, endpoint, image, onSaved } = config
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  // The chosen image waits in the queue until the record is saved (a new record has no id to upload to before);
  // one refused by the browser's check stays there with its message and is not sent.
  const upload = useUploadQueue()
  const entry = upload.items[0]
  const chosen = entry && !entry.error ? entry : undefined
  const [removeImage, setRemoveImage] = useState(false)

  const submit = async (values: Record<string, unknown>, formElement: HTMLFormElement) => {
    const { data, errors: found } = parseWithErrors(await config.schema(), values, { key: 'field', capitalize: true })
    setErrors(found)
    if (!data) {
      // After React has marked the fields.
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setBusy(true)
    setFormError('')
    try {
      let saved = record
        ? await staffRequest<T>(`${endpoint}/${record._id}`, { method: 'PUT', body: data })
        : await staffRequest<T>(endpoint, { method: 'POST', body: data })
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
      setFormError(errorMessage(err, `Error saving the ${noun}. Please try again.`))
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

  /** The form's error and its Cancel and Save/Add buttons. */
  const footer = (onCancel: () => void) => (
    <>
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

  return { onSubmit, errors, field, error, imageField, footer }
}
