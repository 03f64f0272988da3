import { useId, useState, type ReactNode } from 'react'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import uploadCss from './upload-control.css?inline'

// Choosing or dropping files, drawn the same way by every upload place of the
// portal. The file input itself takes the focus (hidden from sight, its label
// looks like a button), so the keyboard opens the picker and the label names
// it. Each place says its own words around the button and what happens with
// the files.

export interface FileDropProps {
  /** The choose button's words ("Choose file", "Choose photos"). */
  choose: string
  /** Words before the button ("Drop photos here or"). */
  before?: ReactNode
  /** Words after the button ("or drop a file here"). */
  after?: ReactNode
  /** Formats and limits, under the button; the input names it with aria-describedby. */
  help?: string
  accept: string
  multiple?: boolean
  disabled?: boolean
  /** The input's id, for a field label outside the zone. */
  id?: string
  testId?: string
  onFiles: (files: File[]) => void
}

export function FileDrop({
  choose,
  before,
  after,
  help,
  accept,
  multiple = false,
  disabled = false,
  testId,
  onFiles,
  ...props
}: FileDropProps) {
  const own = useId()
  const id = props.id ?? `${own}-input`
  const [over, setOver] = useState(false)
  // A drag of files only: a stored photo dragged to a new place in its grid is no upload.
  const carriesFiles = (e: React.DragEvent) => e.dataTransfer.types.includes('Files')
  return (
    <div
      className={`file-drop${over ? ' is-over' : ''}${disabled ? ' is-disabled' : ''}`}
      onDragOver={(e) => {
        if (!carriesFiles(e)) return
        // Taken even while disabled, so a file dropped then is ignored rather than opened by the browser.
        e.preventDefault()
        if (!disabled) setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!carriesFiles(e)) return
        e.preventDefault()
        setOver(false)
        if (!disabled && e.dataTransfer.files.length > 0) onFiles([...e.dataTransfer.files])
      }}
    >
      <InlineStyle name="admin-upload" css={uploadCss} />
      <p className="file-drop-prompt">
        {before}
        <input
          id={id}
          className="sr-only"
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={help ? `${id}-help` : undefined}
          data-testid={testId}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])]
            // Emptied at once, so choosing the same file again is a new choice.
            e.currentTarget.value = ''
            if (files.length > 0) onFiles(files)
          }}
        />
        <label htmlFor={id} className="admin-btn admin-btn-small">
          {choose}
        </label>
        {after}
      </p>
      {help && (
        <p id={`${id}-help`} className="file-drop-help">
          {help}
        </p>
      )}
    </div>
  )
}
