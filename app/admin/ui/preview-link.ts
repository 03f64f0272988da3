import type { PreviewLink } from '#core/staff/previews.ts'
import { staffRequest } from '#app/admin/lib/request.ts'

// Opens a staff preview (docs/decisions/0099-staff-previews.md): the API makes a short-lived link to the public page
// showing the draft, and a new tab opens it. The tab is opened at the click, before the answer, so no popup blocker
// stops it; it is cut from this page (no opener) once the link is there, and closed again if the API refuses.

/** Asks for a preview link (`link`, usually previewLink below) and opens it in a new tab. */
export async function openPreview(link: () => Promise<PreviewLink>): Promise<void> {
  const tab = window.open('', '_blank')
  try {
    const { url } = await link()
    if (!tab) {
      window.location.assign(url)
      return
    }
    tab.opener = null
    tab.location.href = url
  } catch (err) {
    tab?.close()
    throw err
  }
}

/** The preview link `apiPath` makes, with `body` (an unsaved value) when given. */
export const previewLink = (apiPath: string, body?: unknown) => () =>
  staffRequest<PreviewLink>(apiPath, { method: 'POST', ...(body !== undefined && { body }) })
