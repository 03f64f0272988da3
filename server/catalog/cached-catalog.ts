import type { PublicCatalog } from './public-catalog.ts'
import { queryKey, type CatalogVersion } from './response-cache.ts'

// What the server-rendered pages read, kept in memory until the catalog
// version moves (migration 0003): the home page's listing query alone costs
// about 10 ms on 10,000 listings. Each caller gets its own copy, so a loader
// that sorts or edits what it got cannot change what the next visitor sees.
// Methods not named here (added later) pass through uncached.

const MAX_ENTRIES = 500

export function cachePublicCatalog(catalog: PublicCatalog, version: CatalogVersion): PublicCatalog {
  const entries = new Map<string, { version: number; value: Promise<unknown> }>()

  function remember<A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      const current = await version.current()
      const key = `${name} ${queryKey(args)}`
      let entry = entries.get(key)
      if (!entry || entry.version !== current) {
        entry = { version: current, value: read(...args) }
        entries.set(key, entry)
        // A failed read is not kept.
        entry.value.catch(() => {
          if (entries.get(key) === entry) entries.delete(key)
        })
        for (const oldest of entries.keys()) {
          if (entries.size <= MAX_ENTRIES) break
          entries.delete(oldest)
        }
      }
      return structuredClone((await entry.value) as R)
    }
  }

  return {
    ...catalog,
    listProperties: remember('listProperties', catalog.listProperties),
    findProperty: remember('findProperty', catalog.findProperty),
    findOpenHouse: remember('findOpenHouse', catalog.findOpenHouse),
    costAssumptions: remember('costAssumptions', catalog.costAssumptions),
    propertyPins: remember('propertyPins', catalog.propertyPins),
    publicContent: remember('publicContent', catalog.publicContent),
    generalContent: remember('generalContent', catalog.generalContent),
    bannerText: remember('bannerText', catalog.bannerText),
    bannerSpanish: remember('bannerSpanish', catalog.bannerSpanish),
    listActiveAgents: remember('listActiveAgents', catalog.listActiveAgents),
    listPartners: remember('listPartners', catalog.listPartners),
    legalContent: remember('legalContent', catalog.legalContent),
    mediaImages: remember('mediaImages', catalog.mediaImages),
  }
}
