import type { AppLoadContext } from 'react-router'
import type { MediaImage } from '#core/media.ts'

/** Responsive sources of a page's content images; a failed read leaves them plain (the page still renders). */
export async function resolveImages(context: AppLoadContext, urls: Array<string | undefined>): Promise<Record<string, MediaImage>> {
  const wanted = [...new Set(urls.filter((u): u is string => Boolean(u)))]
  if (wanted.length === 0) return {}
  try {
    return await context.catalog.mediaImages(wanted)
  } catch (err) {
    console.warn('image sizes could not be read', err)
    return {}
  }
}
