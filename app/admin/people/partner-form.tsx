import { useState } from 'react'
import type { Partner } from '#core/people'
import { withHttps } from '#core/format'
import { adminRequest, adminUpload } from '~/admin/lib/request'
import { ImagePicker } from '~/admin/components/image-picker'
import { fieldErrors, type Progress } from './field-errors'

/** Add or edit a partner; a chosen logo is uploaded once the partner is saved, with progress. */
export function PartnerForm({
  partner,
  onSaved,
  onCancel,
}: {
  partner: Partner | null
  onSaved: (p: Partner, message: string, kind?: 'success' | 'error') => void
  onCancel: () => void
}) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  const [logo, setLogo] = useState<File | null>(null)
  const [progress, setProgress] = useState<Progress>(null)
  const [removeLogo, setRemoveLogo] = useState(false)
  const [website, setWebsite] = useState(partner?.website ?? '')

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const formElement = e.currentTarget
    const form = new FormData(formElement)
    const values = {
      title: String(form.get('title') ?? ''),
      description: String(form.get('description') ?? ''),
      phone: String(form.get('phone') ?? ''),
      email: String(form.get('email') ?? ''),
      website,
    }
    // The rules load with the first save, not with the page (the server decides in any case).
    const { PartnerBodySchema } = await import('#core/people')
    const { data, errors: found } = fieldErrors(PartnerBodySchema, values)
    setErrors(found)
    if (!data) {
      // After React has marked the fields.
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setBusy(true)
    setFormError('')
    try {
      let saved = partner
        ? await adminRequest<Partner>(`/api/admin/partners/${partner._id}`, { method: 'PUT', body: data })
        : await adminRequest<Partner>('/api/admin/partners', { method: 'POST', body: data })
      if (logo) {
        const body = new FormData()
        body.append('logo', logo)
        setProgress(0)
        try {
          saved = (await adminUpload<{ partner: Partner }>(`/api/admin/partners/${saved._id}/logo`, body, { onProgress: setProgress }))
            .partner
        } catch (err) {
          setProgress(null)
          const reason = err instanceof Error && err.message ? err.message : 'Error uploading logo. Please try again.'
          onSaved(saved, `The partner was saved, but the logo was not: ${reason}`, 'error')
          return
        }
      } else if (removeLogo && partner?.logo) {
        saved = await adminRequest<Partner>(`/api/admin/partners/${saved._id}/logo`, { method: 'DELETE' })
      }
      onSaved(saved, partner ? 'Partner saved.' : `${saved.title} was added.`)
    } catch (err) {
      setFormError(err instanceof Error && err.message ? err.message : 'Error saving the partner. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  const field = (name: string) => ({
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `partner-${name}-error` : undefined,
  })
  const error = (name: string) =>
    errors[name] && (
      <div className="field-error" id={`partner-${name}-error`}>
        {errors[name]}
      </div>
    )
  return (
    <form className="person-form" onSubmit={onSubmit} noValidate>
      <label className="full">
        <span>Name *</span>
        <input {...field('title')} defaultValue={partner?.title} autoComplete="off" required data-autofocus />
        {error('title')}
      </label>
      <label className="full">
        <span>Website</span>
        <input
          {...field('website')}
          value={website}
          inputMode="url"
          placeholder="example.com"
          aria-describedby={errors.website ? 'partner-website-error' : 'partner-website-hint'}
          onChange={(e) => setWebsite(e.currentTarget.value)}
          onBlur={() => setWebsite(withHttps(website))}
        />
        {errors.website ? (
          error('website')
        ) : (
          <small id="partner-website-hint" className="muted">
            https:// is added when you leave it out.
          </small>
        )}
      </label>
      <label>
        <span>Phone</span>
        <input {...field('phone')} type="tel" defaultValue={partner?.phone} />
        {error('phone')}
      </label>
      <label>
        <span>Email</span>
        <input {...field('email')} type="email" defaultValue={partner?.email} />
        {error('email')}
      </label>
      <label className="full">
        <span>Description</span>
        <textarea {...field('description')} rows={3} defaultValue={partner?.description} />
        {error('description')}
      </label>
      <div className="full">
        <ImagePicker
          label="Logo"
          current={removeLogo ? '' : (partner?.logo ?? '')}
          file={logo}
          progress={progress}
          onChange={(file, err) => {
            setLogo(file)
            setErrors((prev) => ({ ...prev, logo: err }))
          }}
          onRemove={() => setRemoveLogo(true)}
        />
        {error('logo')}
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
          {busy ? 'Saving…' : partner ? 'Save partner' : 'Add partner'}
        </button>
      </div>
    </form>
  )
}
