import type { StaffUser } from '#core/staff/staff-users.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { RecordHistory } from '#app/admin/ui/record-history.tsx'

// A staff user's kept versions (owners only, like the rest of the screen): role, agent card, enabled, and what the
// user set themselves; a restore puts role, card and enabled state back under the usual rules.

export function UserHistoryDialog({
  user,
  onClose,
  onRestored,
  onError,
}: {
  user: StaffUser | null
  onClose: () => void
  onRestored: (user: StaffUser) => void
  onError: (text: string) => void
}) {
  return (
    <Dialog open={user !== null} onClose={onClose} title={`History of ${user?.username ?? ''}`}>
      {user && (
        <RecordHistory<StaffUser>
          listPath={`/api/admin/users/${user._id}/history`}
          restorePath={(id) => `/api/admin/users/${user._id}/history/${id}/restore`}
          version={user.version}
          noun="staff user"
          title={user.username}
          refreshKey={user.version}
          onRestored={onRestored}
          onError={onError}
        />
      )}
    </Dialog>
  )
}
