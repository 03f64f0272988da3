import { useId, useState } from 'react'
import type { TFunction } from 'i18next'
import { useT } from '#app/i18n/use-t.ts'
import { APPLICATION_FILE_MAX_BYTES } from '#core/leads/bidder-rules.ts'
import { FILE_KINDS, acceptFor, kindFromName, megabytes, type FileKind } from '#core/file-kinds.ts'

/** The server's own messages (server/uploads/receive-upload.ts) in the page's language, shown before anything is sent. */
export function fileProblem(file: File, kinds: readonly FileKind[], t: TFunction): string | null {
  const kind = kindFromName(file.name)
  const mimes = kinds.map((k) => FILE_KINDS[k].mime as string)
  const names = [...new Set(kinds.map((k) => FILE_KINDS[k].extensions[0].toUpperCase()))].join(', ')
  if (!kind || !kinds.includes(kind) || (file.type && !mimes.includes(file.type)))
    return t('files.format', { name: file.name, kinds: names })
  if (file.size > APPLICATION_FILE_MAX_BYTES)
    return t('files.tooBig', { name: file.name, size: megabytes(file.size), mb: APPLICATION_FILE_MAX_BYTES / 1024 / 1024 })
  if (file.size === 0) return t('files.empty', { name: file.name })
  return null
}

/**
 * A file input that lists the chosen files with their sizes and lets each be
 * removed before sending. Files are checked as they are chosen; a refused one
 * is named in a message and not added.
 */
export function FilePicker({
  name,
  label,
  hint,
  kinds,
  maxCount,
  files,
  onChange,
}: {
  name: string
  label: string
  hint: string
  kinds: readonly FileKind[]
  maxCount: number
  files: File[]
  onChange: (files: File[]) => void
}) {
  const id = useId()
  const { t } = useT('forms')
  const [problem, setProblem] = useState('')
  const multiple = maxCount > 1

  const add = (chosen: File[]) => {
    const problems: string[] = []
    const accepted: File[] = []
    for (const file of chosen) {
      const p = fileProblem(file, kinds, t)
      if (p) problems.push(p)
      else accepted.push(file)
    }
    let next = multiple ? [...files, ...accepted] : accepted.slice(-1)
    if (next.length > maxCount) {
      problems.push(t('files.atMost', { count: maxCount }))
      next = next.slice(0, maxCount)
    }
    setProblem(problems.join(' '))
    onChange(next)
  }

  return (
    <div className="file-picker">
      <label htmlFor={`${id}-input`}>{label}</label>
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        id={`${id}-input`}
        type="file"
        name={name}
        accept={acceptFor(kinds)}
        multiple={multiple}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onChange={(e) => {
          add([...(e.currentTarget.files ?? [])])
          // The list below is what is sent; the input is only the way to choose.
          e.currentTarget.value = ''
        }}
      />
      {problem && (
        <p className="field-error" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul className="file-list" aria-label={t('files.chosen', { label })}>
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${i}`}>
              <span className="file-name">{file.name}</span>
              <span className="file-size">{megabytes(file.size)} MB</span>
              <button
                type="button"
                className="file-remove"
                aria-label={t('files.removeNamed', { name: file.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                {t('files.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
