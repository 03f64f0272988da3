import { Link, useLoaderData } from 'react-router'
import type { Route } from './+types/open-house-sheet'
import type { OpenHouseSheet } from '#core/listings/open-house.ts'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { readForScreen, useScreenData } from '#app/admin/lib/screen-data.ts'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { SignInSheet } from '#app/admin/listings/open-house-sheet.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import css from '#app/admin/listings/open-house-sheet.css?inline'

// An open house's printable sign-in sheet (docs/decisions/0115-open-house-sign-in.md), opened from the listing
// editor's open houses: on screen with Print; on paper, the sheet alone on a letter page.

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireStaff(request)
  return readForScreen<OpenHouseSheet>(request, `/api/admin/properties/${params.id}/open-houses/${params.openHouseId}/sheet`)
}
clientLoader.hydrate = true as const

export const meta: Route.MetaFunction = () => pageMeta('Open house sign-in sheet', 'Admin portal.')

export function HydrateFallback() {
  return (
    <p className="admin-loading" role="status">
      Loading the sign-in sheet…
    </p>
  )
}

export default function OpenHouseSheetPage({ params }: Route.ComponentProps) {
  const { data: sheet, error, reload, loading } = useScreenData(useLoaderData<typeof clientLoader>())
  const back = `/admin/properties/${params.id}`
  return (
    <div className="oh-sheet-screen">
      <InlineStyle name="admin-open-house-sheet" css={css} />
      <PageHeader
        title="Open house sign-in sheet"
        lead="Print it and put it by the door: visitors scan the code to sign in on their phone, or sign in on a tablet at the same address."
        actions={
          <>
            <Link className="admin-btn admin-btn-secondary" to={back}>
              Back to the listing
            </Link>
            {sheet && (
              <button type="button" className="admin-btn admin-btn-primary" onClick={() => window.print()}>
                Print
              </button>
            )}
          </>
        }
      />
      {error && (
        <div className="admin-alert" role="alert">
          <p>{error}</p>
          <button type="button" className="admin-btn admin-btn-small" onClick={reload} disabled={loading}>
            Try again
          </button>
        </div>
      )}
      {sheet && <SignInSheet sheet={sheet} />}
    </div>
  )
}
