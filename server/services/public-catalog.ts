import type { Agent, Partner } from '#core/people'
import type { BannerKey, GeneralContent, PublicContent } from '#core/content'
import type { Property, PropertyListQuery, PropertyPins, PropertyPinsQuery } from '#core/property'

/**
 * What the public side reads. The REST handlers and the server-rendered
 * loaders call these same functions (house style 8): no page fetches its own
 * server over HTTP during SSR.
 */
export interface PublicCatalog {
  listProperties(query: PropertyListQuery): Promise<{ items: Property[]; total: number }>
  findProperty(id: string): Promise<Property | undefined>
  /** True for a listing archived in the last 30 days: its page answers 410 Gone instead of 404 (issue 11). */
  listingGone(id: string): Promise<boolean>
  propertyPins(query: PropertyPinsQuery): Promise<PropertyPins>
  publicContent(): Promise<PublicContent>
  generalContent(): Promise<GeneralContent>
  bannerText(key: BannerKey): Promise<string>
  listActiveAgents(): Promise<Agent[]>
  listPartners(): Promise<Partner[]>
}

/** Settings the browser may see (house style 15). */
export interface PublicConfig {
  publicUrl: string
  mapTileUrl: string
}

/** What a page's form may change: the unsubscribe page's button works without JavaScript. */
export interface PublicActions {
  /** Removes the address with this unsubscribe token; false when no address has it. */
  unsubscribe(token: string): Promise<boolean>
}

export interface AppLoadContextValue {
  catalog: PublicCatalog
  publicConfig: PublicConfig
  actions: PublicActions
}
