import { useId, useState } from 'react'
import { APPLICATION_FILE_MAX_BYTES } from '#core/leads/bidder-rules.ts'
import { FILE_KINDS, acceptFor, kindFromName, megabytes, type FileKind } from '#core/file-kinds.ts'

/** The server's own messages (server/uploads/receive-upload.ts), shown before anything is sent. */
export function fileProblem(file: File, kinds: readonly FileKind[]): string | null {
  const kind = kindFromName(file.name)
  const mimes = kinds.map((k) => FILE_KINDS[k].mime as string)
  const names = [...new Set(kinds.map((k) => FILE_KINDS[k].extensions[0].toUpperCase()))].join(', ')
  if (!kind || !kinds.includes(kind) || (file.type && !mimes.includes(file.type)))
    return `File "${file.name}" is not a supported format. Please use ${names} files.`
  if (file.size > APPLICATION_FILE_MAX_BYTES)
    return `File "${file.name}" is too large (${megabytes(file.size)}MB). Files must be under ${APPLICATION_FILE_MAX_BYTES / 1024 / 1024}MB.`
  if (file.size === 0) return `File "${file.name}" is empty.`
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
  const [problem, setProblem] = useState('')
  const multiple = maxCount > 1

  const add = (chosen: File[]) => {
    const problems: string[] = []
    const accepted: File[] = []
    for (const file of chosen) {
      const p = fileProblem(file, kinds)
      if (p) problems.push(p)
      else accepted.push(file)
    }
    let next = multiple ? [...files, ...accepted] : accepted.slice(-1)
    if (next.length > maxCount) {
      problems.push(`Please choose at most ${maxCount} files.`)
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
        <ul className="file-list" aria-label={`Chosen files for ${label}`}>
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${i}`}>
              <span className="file-name">{file.name}</span>
              <span className="file-size">{megabytes(file.size)} MB</span>
              <button
                type="button"
                className="file-remove"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
