import { useT } from '#app/i18n/use-t.ts'

/** Copies the full /property/{id} link; a temporary input is the fallback where the Clipboard API is missing or refused. */
export async function copyListingLink(path: string, copied: string): Promise<void> {
  const link = `${window.location.origin}${path}`
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
  window.alert(copied)
}

export function ShareButton({ id, title, className = 'btn btn-outline' }: { id: string; title: string; className?: string }) {
  const { t, href } = useT('property')
  return (
    <button
      type="button"
      className={className}
      onClick={() => void copyListingLink(href(`/property/${id}`), t('share.copied'))}
      aria-label={t('share.label', { title })}
    >
      {t('share.button')}
    </button>
  )
}
