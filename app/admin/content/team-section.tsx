import { useState } from 'react'
import type { TeamMember } from '#core/people/people.ts'
import { useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { MoveControls, ReorderStatus, useReorder } from '#app/admin/ui/reorder.tsx'
import { richTextPreview } from './rich-text-preview.ts'
import { TeamMemberModal, type DraftMember } from './team-modal.tsx'
import type { SectionFormProps } from './types.ts'

// Team Members: the list with Add, Edit and Remove; the modal
// saves the whole team at once, and a removal (after confirming) too.

export function TeamForm({ value, onChange, saveNow, disabled }: SectionFormProps<TeamMember[]>) {
  const confirm = useConfirm()
  const [editing, setEditing] = useState<{ index: number | null; member: DraftMember } | null>(null)

  async function commit(next: TeamMember[]) {
    onChange(next)
    await saveNow(next)
  }
  // The team is saved as one list: a move is saved at once, like an edit.
  const reorder = useReorder({
    items: value,
    keyOf: (m, i) => m._id || String(i),
    nameOf: (m) => m.name,
    enabled: !disabled,
    onMove: (next) => void commit(next),
  })

  return (
    <div className="form-grid">
      {value.length === 0 && <p className="muted">No team members yet. Add the people visitors see on the leadership page.</p>}
      <ol className="team-list" aria-label="Team members, in the order visitors see them">
        {value.map((m, i) => (
          <li key={m._id || i} className="team-row" {...reorder.rowProps(i)}>
            {m.photo ? (
              <img src={m.photo} alt="" width={56} height={56} />
            ) : (
              <span className="team-initials" aria-hidden="true">
                {m.name.slice(0, 1)}
              </span>
            )}
            <span className="team-row-text">
              <strong>{m.name}</strong>
              <span>{m.title}</span>
              {m.bio && <span className="muted">{richTextPreview(m.bio, 15)}</span>}
            </span>
            <span className="team-row-actions">
              <MoveControls reorder={reorder} index={i} />
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={disabled}
                onClick={() => setEditing({ index: i, member: { ...m } })}
                aria-label={`Edit ${m.name}`}
              >
                Edit
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm danger"
                disabled={disabled}
                aria-label={`Remove ${m.name}`}
                onClick={async () => {
                  const ok = await confirm({
                    title: `Remove ${m.name}?`,
                    message: 'They are taken off the leadership page at once. You can bring them back from History.',
                  })
                  if (ok) await commit(value.filter((_, j) => j !== i))
                }}
              >
                Remove
              </button>
            </span>
          </li>
        ))}
      </ol>
      <ReorderStatus reorder={reorder} />
      <button
        type="button"
        className="btn btn-primary btn-sm add-button"
        disabled={disabled}
        onClick={() =>
          setEditing({
            index: null,
            member: { name: '', title: '', bio: '', email: '', phone: '', photo: '', linkedin: '', specialties: [] },
          })
        }
      >
        Add Team Member
      </button>
      {editing && (
        <TeamMemberModal
          mode={editing.index === null ? 'add' : 'edit'}
          initial={editing.member}
          onCancel={() => setEditing(null)}
          onSave={(member) => {
            const list = value as DraftMember[]
            const next = editing.index === null ? [...list, member] : list.map((m, i) => (i === editing.index ? member : m))
            setEditing(null)
            void commit(next as TeamMember[])
          }}
        />
      )}
    </div>
  )
}
