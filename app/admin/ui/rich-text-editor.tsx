import { useEffect, useId, useState } from 'react'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { FairHousingFieldFlags } from './fair-housing-flags.tsx'

// Rich text of the content manager: TipTap with headings,
// bold, italic, lists and links only, the tags the server's sanitizer keeps
// (server/content/rich-text.ts). No inline scripts, so it runs under the
// strict Content-Security-Policy. See docs/decisions/0068-rich-text-with-tiptap.md for the choice.

interface Props {
  label: string
  value: string
  onChange: (html: string) => void
  /** 120-150 px at least; the team bio at most 200 px (docs/product.md#website-content-screen). */
  minHeight?: number
  maxHeight?: number
  help?: string
  /** The language of the text, when it is not the portal's (English). */
  lang?: string
}

export function RichTextEditor({ label, value, onChange, minHeight = 150, maxHeight, help, lang }: Props) {
  const id = useId()
  const [linkOpen, setLinkOpen] = useState(false)
  const [href, setHref] = useState('')
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'rte-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(lang ? { lang } : {}),
        ...(help ? { 'aria-describedby': `${id}-help` } : {}),
        style: `min-height:${minHeight}px;${maxHeight ? `max-height:${maxHeight}px;overflow-y:auto;` : ''}`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  // A restored or reloaded value replaces what the editor shows (not while the person types: that is the same value).
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(value, { emitUpdate: false })
    }
  }, [editor, value])
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            bullets: e.isActive('bulletList'),
            numbers: e.isActive('orderedList'),
            link: e.isActive('link'),
          }
        : null,
  })

  const chain = () => editor!.chain().focus()
  // Each name holds the button's visible text, so a speech user can say what they see ("click H2").
  const buttons: Array<{ label: string; text: string; active?: boolean; run: () => void }> = [
    { label: 'H2 heading', text: 'H2', active: state?.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'H3 subheading', text: 'H3', active: state?.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'Bold', text: 'B', active: state?.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', text: 'I', active: state?.italic, run: () => chain().toggleItalic().run() },
    { label: 'Bulleted list', text: '•', active: state?.bullets, run: () => chain().toggleBulletList().run() },
    { label: '1. Numbered list', text: '1.', active: state?.numbers, run: () => chain().toggleOrderedList().run() },
  ]

  function applyLink() {
    const url = href.trim()
    if (!url) chain().extendMarkRange('link').unsetLink().run()
    else
      chain()
        .extendMarkRange('link')
        .setLink({ href: /^(https?:|mailto:|tel:)/i.test(url) ? url : `https://${url}` })
        .run()
    setLinkOpen(false)
  }

  return (
    <div className="rte">
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      {help && (
        <span id={`${id}-help`} className="field-help">
          {help}
        </span>
      )}
      <div className="rte-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {buttons.map((b) => (
          <button
            key={b.label}
            type="button"
            className="rte-button"
            aria-label={b.label}
            title={b.label}
            aria-pressed={Boolean(b.active)}
            disabled={!editor}
            onClick={b.run}
          >
            {b.text}
          </button>
        ))}
        <button
          type="button"
          className="rte-button"
          aria-label={state?.link ? 'Edit link' : 'Add link'}
          title="Link"
          aria-pressed={Boolean(state?.link)}
          aria-expanded={linkOpen}
          disabled={!editor}
          onClick={() => {
            setHref((editor?.getAttributes('link').href as string | undefined) ?? '')
            setLinkOpen((o) => !o)
          }}
        >
          Link
        </button>
      </div>
      {linkOpen && (
        <div className="rte-link">
          <label htmlFor={`${id}-href`}>Link address</label>
          <input
            id={`${id}-href`}
            type="url"
            value={href}
            placeholder="https://"
            autoFocus
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                applyLink()
              }
              if (e.key === 'Escape') {
                // Closes only the link box, not a dialog around the editor.
                e.preventDefault()
                setLinkOpen(false)
              }
            }}
          />
          <button type="button" className="btn btn-sm btn-primary" onClick={applyLink}>
            {href.trim() ? 'Apply' : 'Remove link'}
          </button>
        </div>
      )}
      <EditorContent editor={editor} className="rte-frame" />
      <FairHousingFieldFlags text={value} />
    </div>
  )
}
