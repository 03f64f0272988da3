import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useSaveShortcut } from '#app/admin/ui/use-save-shortcut.ts'
import type { z } from 'zod'
import { staffRequest, errorMessage, serverProblems, StaffRequestError } from '#app/admin/lib/request.ts'
import { ImagePicker } from '#app/admin/ui/image-picker.tsx'
import { useUploadQueue } from '#app/admin/ui/upload-queue.ts'
import { FieldProblemsProvider, problemSummary, problemsOf, type Problems } from '#app/admin/ui/field-problems.tsx'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { maxLengthAt } from '#core/schema-fields.ts'
import { ConflictPanel, conflictOf } from '#app/admin/ui/conflict-panel.tsx'
import { PresenceNotice } from '#app/admin/ui/presence-notice.tsx'
import { RecordHistory } from '#app/admin/ui/record-history.tsx'
import type { Conflict } from '#core/conflicts.ts'

/** An agent or partner as staff edit it: its change time is its version (docs/decisions/0094-no-lost-edits-anywhere.md). */
type Versioned = { _id: string; updatedAt: string }

/** What differs between the agent and the partner form; the save itself is one. */
export interface PersonKind<T extends Versioned> {
  /** 'agent' or 'partner': the words of the messages, the endpoint (/api/admin/agents) and the upload's answer field. */
  noun: 'agent' | 'partner'
  /** The image's field, multipart field and URL segment, and the picker's label. */
  image: { field: 'photo' | 'logo'; label: string }
  nameOf: (record: T) => string
  /** The body's rules, loaded once the form opens, not with the page (the server decides in any case). */
  schema: () => Promise<z.ZodType<unknown>>
  /** The form's values of a record (or of a new one): texts as typed, switches as booleans. */
  valuesOf: (record: T | null) => Values
  /** The kind's fields, from the form's field makers. */
  fields: (form: PersonFields) => ReactNode
}

/** What the add and edit dialogs give a person's form. */
export interface PersonFormProps<T> {
  /** The record being edited, or null to add one. */
  record: T | null
  onSaved: (record: T, message: string, kind?: 'success' | 'error') => void
  onCancel: () => void
}

/** The field makers a kind's fields are written with. */
export type PersonFields = Pick<ReturnType<typeof usePersonForm>, 'text' | 'check' | 'setValues' | 'values'>

type Values = Record<string, string | boolean>

/** Whether two versions hold the same values in the form's fields. */
const sameFields = (a: object, b: object, names: string[]) =>
  names.every((k) => JSON.stringify((a as Record<string, unknown>)[k]) === JSON.stringify((b as Record<string, unknown>)[k]))
const pick = (record: object, names: string[]) => Object.fromEntries(names.map((k) => [k, (record as Record<string, unknown>)[k]]))

/**
 * The add-or-edit form of a person (agent, partner): checks the fields with the
 * shared rules, saves, then uploads a chosen image with progress or removes it.
 */
export function PersonForm<T extends Versioned>({ kind, ...props }: PersonFormProps<T> & { kind: PersonKind<T> }) {
  const form = usePersonForm(kind, props)
  return (
    <form key={form.formKey} {...form.formProps} className="person-form" onSubmit={form.onSubmit} noValidate>
      {form.presence}
      {form.fields(kind.fields(form))}
      {form.imageField(kind.image.label)}
      {form.footer(props.onCancel)}
    </form>
  )
}

function usePersonForm<T extends Versioned>(config: PersonKind<T>, props: Omit<PersonFormProps<T>, 'onCancel'>) {
  const { noun, onSaved } = { ...config, ...props }
  const endpoint = `/api/admin/${noun}s`
  const image = { ...config.image, current: (r: T) => String((r as Record<string, unknown>)[config.image.field] ?? '') }
  // The version the form shows and saves over: the opened one, or the newer one the staff member chose.
  const [record, setRecord] = useState<T | null>(props.record)
  const [formKey, setFormKey] = useState(0)
  const [conflict, setConflict] = useState<{ refused: Conflict<T>; mine: Record<string, unknown> } | null>(null)
  const [values, setValues] = useState<Values>(() => config.valuesOf(props.record))
  const [schema, setSchema] = useState<z.ZodType<unknown> | null>(null)
  // After a save was refused for its fields, each field's problem shows under it and goes as soon as it is fixed.
  const [checking, setChecking] = useState(false)
  const [refused, setRefused] = useState<Problems>({})
  const [labels] = useState(() => new Map<string, string>())
  const problems = useMemo(() => {
    const check = checking && schema ? schema.safeParse(values) : null
    return { ...refused, ...(check && !check.success ? problemsOf(check.error.issues) : {}) }
  }, [checking, schema, values, refused])
  const [formError, setFormError] = useState('')
  const { schema: loadSchema } = config
  useEffect(() => {
    void loadSchema().then((s) => setSchema(() => s))
  }, [loadSchema])
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

  // Under the form, while fields are refused: the first named by its label, kept up to date as they are fixed.
  const [summarise, setSummarise] = useState(false)
  const summary = summarise && Object.keys(problems).length > 0 ? `Not saved. ${problemSummary(problems, labels)}` : ''

  /** Marks the refused fields, names the first by its label under the form and moves focus to it. */
  const refuse = (formElement: HTMLFormElement | null) => {
    setSummarise(true)
    setFormError('')
    // After React has marked the fields.
    requestAnimationFrame(() => formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  const submit = async (formElement: HTMLFormElement) => {
    const check = (schema ?? (await config.schema())).safeParse(values)
    setRefused({})
    if (!check.success) {
      setChecking(true)
      return refuse(formElement)
    }
    await save(check.data as Record<string, unknown>, record)
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
      const found = err instanceof StaffRequestError && err.status === 400 ? serverProblems(err.message) : {}
      if (refused) setConflict({ refused, mine: data })
      else if (Object.keys(found).length > 0) {
        setRefused(found)
        refuse(formRef.current)
      } else setFormError(errorMessage(err, `Error saving the ${noun}. Please try again.`))
    } finally {
      setBusy(false)
    }
  }

  /** A text of the form, with its label, its problem under it and a count of its characters near the schema's limit. */
  const text = (name: string, label: string, more: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={label}
      path={name}
      value={String(values[name] ?? '')}
      onChange={(value) => {
        setValues((v) => ({ ...v, [name]: value }))
        setRefused(({ [name]: _fixed, ...rest }) => rest)
      }}
      maxLength={(schema && maxLengthAt(schema, name)) || undefined}
      {...more}
    />
  )
  /** A switch of the form. */
  const check = (name: string, label: string) => (
    <label className="full check-row">
      <input
        type="checkbox"
        name={name}
        checked={Boolean(values[name])}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.checked }))}
      />
      {label}
    </label>
  )
  /** The form's fields, each shown with its own problem. */
  const fields = (children: ReactNode) => (
    <FieldProblemsProvider problems={problems} labels={labels}>
      {children}
    </FieldProblemsProvider>
  )

  /** The image picker. */
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
              setValues(config.valuesOf(theirs))
              setFormKey((k) => k + 1)
              setChecking(false)
              setRefused({})
              setSummarise(false)
              setFormError('')
              setConflict(null)
            }}
            onKeepMine={() => {
              setRecord(conflict.refused.current)
              void save(conflict.mine, conflict.refused.current)
            }}
          />
        </div>
      )}
      {(summary || formError) && (
        <p className="admin-alert admin-alert-error full" role="alert">
          {summary || formError}
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

  /** The form's submit handler. */
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void submit(e.currentTarget)
  }

  /** Who else has this person open (nothing for a new one). */
  const presence = <PresenceNotice kind={noun} id={record?._id ?? null} className="full" />

  /** Spread on the <form>: the shortcut finds it and learns of its changes. */
  const formProps = { ref: formRef, onInput: () => setTyped(true) }

  return { formKey, formProps, onSubmit, values, setValues, text, check, fields, imageField, footer, presence }
}
