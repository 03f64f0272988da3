import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Listing } from '#core/listings/listing.ts'
import { readBrokerage } from '#server/content/brokerage.ts'
import { sendCached, type ResponseCache } from '#server/catalog/response-cache.ts'
import type { ListingCatalog } from './listing.catalog.ts'
import { hotpadsFeed, publishedListings, salesFeed, type FeedContext } from './listing-feeds.ts'

/**
 * The listing feeds (docs/decisions/0157-listing-feeds.md), answered from the response cache until the catalog version
 * moves: a save shows on the next fetch, and a reader holding the ETag gets 304 while nothing changed.
 */
export const listingFeedRoutes: FastifyPluginAsync<{
  catalog: Pick<ListingCatalog, 'listProperties'>
  cache: ResponseCache
  db: Kysely<Database>
  publicUrl: string
}> = async (app, { catalog, cache, db, publicUrl }) => {
  const feeds = [
    {
      url: '/feeds/hotpads.xml',
      type: 'application/xml; charset=utf-8',
      read: () => publishedListings(catalog, { type: 'rental', status: 'available' }),
      write: hotpadsFeed,
    },
    {
      url: '/feeds/sales.json',
      type: 'application/json; charset=utf-8',
      read: async () => [
        ...(await publishedListings(catalog, { type: 'sale', status: 'upcoming' })),
        ...(await publishedListings(catalog, { type: 'sale', status: 'available' })),
        ...(await publishedListings(catalog, { type: 'sale', status: 'pending' })),
      ],
      write: salesFeed,
    },
  ] satisfies Array<{ url: string; type: string; read: () => Promise<Listing[]>; write: (l: Listing[], c: FeedContext) => string }>

  for (const feed of feeds) {
    app.get(feed.url, { schema: { hide: true } }, async (request, reply) => {
      const entry = await cache.get(
        `feed ${feed.url}`,
        async () => {
          const [listings, brokerage] = await Promise.all([feed.read(), readBrokerage(db)])
          return {
            body: feed.write(listings, { publicUrl, brokerage }),
            // When this version of the feed was made: the catalog version moves only when something public changed.
            headers: {
              'content-type': feed.type,
              'last-modified': new Date().toUTCString(),
              'cache-control': 'public, max-age=0, must-revalidate',
            },
          }
        },
        request.url,
      )
      return sendCached(request, reply, entry)
    })
  }
}
