import { MESSAGES } from '#core/leads/inquiry-messages.ts'

/** Copies the full /property/{id} link; a temporary input is the fallback where the Clipboard API is missing or refused. */
export async function copyListingLink(id: string): Promise<void> {
  const link = `${window.location.origin}/property/${id}`
  try {
    await navigator.clipboard.writeText(link)
  } catch {
    const input = document.createElement('input')
    input.value = link
    input.setAttribute('readonly', '')
    input.style.position = 'fixed'
    input.style.opacity = '0'
    document.body.appendChild(input)
    input.select()
    document.execCommand('copy')
    input.remove()
  }
  window.alert(MESSAGES.shareCopied)
}

export function ShareButton({ id, title, className = 'btn btn-outline' }: { id: string; title: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => void copyListingLink(id)} aria-label={`Share: ${title}`}>
      Share
    </button>
  )
}
