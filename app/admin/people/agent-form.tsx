import { useState } from 'react'
import type { Agent } from '#core/people'
import { adminRequest, adminUpload } from '~/admin/lib/request'
import { ImagePicker } from '~/admin/components/image-picker'
import { fieldErrors, type Progress } from './field-errors'

/** Add or edit an agent; a chosen photo is uploaded once the agent is saved, with progress. */
export function AgentForm({
  agent,
  onSaved,
  onCancel,
}: {
  agent: Agent | null
  onSaved: (a: Agent, message: string, kind?: 'success' | 'error') => void
  onCancel: () => void
}) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  const [photo, setPhoto] = useState<File | null>(null)
  const [progress, setProgress] = useState<Progress>(null)
  const [removePhoto, setRemovePhoto] = useState(false)

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const formElement = e.currentTarget
    const form = new FormData(formElement)
    const values = {
      name: String(form.get('name') ?? ''),
      title: String(form.get('title') ?? ''),
      phone: String(form.get('phone') ?? ''),
      email: String(form.get('email') ?? ''),
      bio: String(form.get('bio') ?? ''),
      isActive: form.get('isActive') === 'on',
    }
    // The rules load with the first save, not with the page (the server decides in any case).
    const { AgentBodySchema } = await import('#core/people')
    const { data, errors: found } = fieldErrors(AgentBodySchema, values)
    setErrors(found)
    if (!data) {
      // After React has marked the fields.
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setBusy(true)
    setFormError('')
    try {
      let saved = agent
        ? await adminRequest<Agent>(`/api/admin/agents/${agent._id}`, { method: 'PUT', body: data })
        : await adminRequest<Agent>('/api/admin/agents', { method: 'POST', body: data })
      if (photo) {
        const body = new FormData()
        body.append('photo', photo)
        setProgress(0)
        try {
          saved = (await adminUpload<{ agent: Agent }>(`/api/admin/agents/${saved._id}/photo`, body, { onProgress: setProgress })).agent
        } catch (err) {
          setProgress(null)
          // The agent is saved; only the photo failed: say so, and the agent's Edit can try the photo again.
          const reason = err instanceof Error && err.message ? err.message : 'Error uploading photo. Please try again.'
          onSaved(saved, `The agent was saved, but the photo was not: ${reason}`, 'error')
          return
        }
      } else if (removePhoto && agent?.photo) {
        saved = await adminRequest<Agent>(`/api/admin/agents/${saved._id}/photo`, { method: 'DELETE' })
      }
      onSaved(saved, agent ? 'Agent saved.' : `${saved.name} was added.`)
    } catch (err) {
      setFormError(err instanceof Error && err.message ? err.message : 'Error saving the agent. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  const field = (name: string) => ({
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `agent-${name}-error` : undefined,
  })
  const error = (name: string) =>
    errors[name] && (
      <div className="field-error" id={`agent-${name}-error`}>
        {errors[name]}
      </div>
    )
  return (
    <form className="person-form" onSubmit={onSubmit} noValidate>
      <label>
        <span>Name *</span>
        <input {...field('name')} defaultValue={agent?.name} autoComplete="off" required data-autofocus />
        {error('name')}
      </label>
      <label>
        <span>Title</span>
        <input {...field('title')} defaultValue={agent?.title} placeholder="e.g. Listing Agent" />
        {error('title')}
      </label>
      <label>
        <span>Phone</span>
        <input {...field('phone')} type="tel" defaultValue={agent?.phone} />
        {error('phone')}
      </label>
      <label>
        <span>Email</span>
        <input {...field('email')} type="email" defaultValue={agent?.email} />
        {error('email')}
      </label>
      <label className="full">
        <span>Bio</span>
        <textarea {...field('bio')} rows={4} defaultValue={agent?.bio} />
        {error('bio')}
      </label>
      <label className="full check-row">
        <input type="checkbox" name="isActive" defaultChecked={agent?.isActive ?? true} />
        Active: shown on the Agents page and offered for listings
      </label>
      <div className="full">
        <ImagePicker
          label="Photo"
          current={removePhoto ? '' : (agent?.photo ?? '')}
          file={photo}
          progress={progress}
          onChange={(file, err) => {
            setPhoto(file)
            setErrors((prev) => ({ ...prev, photo: err }))
          }}
          onRemove={() => setRemovePhoto(true)}
        />
        {error('photo')}
      </div>
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
          {busy ? 'Saving…' : agent ? 'Save agent' : 'Add agent'}
        </button>
      </div>
    </form>
  )
}
