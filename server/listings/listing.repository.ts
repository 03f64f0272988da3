import { PostgresAdapter, sql, type ExpressionBuilder, type Insertable, type Kysely, type RawBuilder, type Selectable } from 'kysely'
import type { Database, PropertiesTable } from '#server/db/schema.ts'
import type { Listing, ListingDetails, ListingPhoto, ListingPin, ListingRead, RenovationPair } from '#core/listings/listing.ts'
import { NO_RENTAL_FEES } from '#core/listings/listing.ts'
import { mlsStatusComplete, NO_FACTS } from '#core/listings/listing-fact-rules.ts'
import { weekendWindow } from '#core/listings/open-house-times.ts'
import { mediaUrl, type ImageSource } from '#server/media/media.repository.ts'
import { objectPosition } from '#core/image-details.ts'
import { createOpenHouseRepository } from './open-house.repository.ts'
import { newListingCode } from './listing-code.ts'

type Row = Selectable<PropertiesTable>
type Db = Kysely<Database>

export type NewListing = Omit<
  Listing,
  | '_id'
  | 'images'
  | 'thumbnail'
  | 'createdAt'
  | 'updatedAt'
  | 'agentId'
  | 'renovation'
  | 'priceHistory'
  | 'archivedAt'
  | 'openHouses'
  | 'publishedAt'
> & {
  createdAt?: string
  updatedAt?: string
  /** Left out: unchanged on update, none on insert. */
  agentId?: string | null
  renovation?: { summary: string; work: string[] } | null
  /** A new listing staff start: a draft until it is published (docs/decisions/0097-listing-drafts-and-publishing.md). */
  draft?: boolean
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export function searchTextOf(p: Pick<NewListing, 'address' | 'title' | 'city' | 'zip' | 'location' | 'state'>): string {
  return [p.address, p.title, p.city, p.state, p.zip, p.location.neighborhood, p.location.schoolDistrict, p.location.city]
    .filter(Boolean)
    .join(' | ')
    .toLowerCase()
}

function columnsOf(p: NewListing): Omit<Insertable<PropertiesTable>, 'id' | 'created_at' | 'updated_at' | 'public_code'> {
  const { location, agent, exterior, interior, parking, building, hoa, rentalFees, facts } = p
  return {
    title: p.title,
    address: p.address,
    city: p.city,
    state: p.state,
    zip: p.zip,
    type: p.type,
    status: p.status,
    property_type: p.propertyType,
    price: p.price,
    estimated_price: p.estimatedPrice,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    square_footage: p.squareFootage,
    description: p.description,
    ...(p.descriptionEs !== undefined && { description_es: p.descriptionEs }),
    features: JSON.stringify(p.features),
    latitude: p.latitude,
    longitude: p.longitude,
    neighborhood: location.neighborhood,
    school_district: location.schoolDistrict,
    details: JSON.stringify({ location, agent, exterior, interior, parking, building, hoa, rentalFees, facts } satisfies ListingDetails),
    mls_status: mlsStatusComplete(facts.mls) ? facts.mls.status : null,
    search_text: searchTextOf(p),
    ...(p.agentId !== undefined && { agent_id: p.agentId }),
    ...(p.renovation !== undefined && { renovation: p.renovation && JSON.stringify(p.renovation) }),
  }
}
/** The stored row of a new listing (one insert, or many at once in the bench's generator). */
export function listingRow(id: string, p: NewListing): Insertable<PropertiesTable> {
  const now = new Date().toISOString()
  const createdAt = p.createdAt ?? now
  return {
    id,
    ...columnsOf(p),
    created_at: createdAt,
    updated_at: p.updatedAt ?? createdAt,
    published_at: p.draft ? null : createdAt,
    public_code: newListingCode(),
  }
}

/**
 * The price a visitor sees: an upcoming listing shows its estimated price
 * (core/format.ts), so filters and sorts of the upcoming list use it too. Other
 * lists keep the plain column and its indexes.
 */
const priceOf = (q: ListingRead) => (q.status === 'upcoming' ? sql<number>`coalesce(estimated_price, price)` : sql<number>`price`)

/** Filters only the staff list uses (GET /api/admin/properties). */
export interface StaffListOptions {
  /** Upcoming listings too when no status is asked for. */
  anyStatus?: boolean
  /** Words in the title, address, city, ZIP, neighbourhood or school district. */
  text?: string
  /** Listings of this agent (by id, or by the e-mail of their card for listings saved before agents had ids). */
  agentId?: string
  agentEmail?: string
  /** The archived listings instead of the others (public lists never show them). */
  archived?: boolean
  /** Staff-only orders: last change first, or by title. */
  sort?: 'updated' | 'title'
  /** Drafts too (staff); public reads never see them. */
  includeDrafts?: boolean
  /** Only the drafts, or only the published listings (staff). */
  publication?: 'draft' | 'published'
}

/**
 * Listings of an agent: by id, or by the e-mail of their card for listings saved
 * before agents had ids (only the agent section of details has an "email" field).
 */
const namesAgent = (eb: ExpressionBuilder<Database, 'properties'>, agentId: string, email?: string) =>
  eb.or([
    eb('agent_id', '=', agentId),
    ...(email
      ? [eb.and([eb('agent_id', 'is', null), sql<boolean>`details like ${`%"email":${escapeLike(JSON.stringify(email))}%`} escape '\\'`])]
      : []),
  ])

/** The ids of an agent's listings, as a subquery (what an agent's lead inbox is limited to). */
export const agentListingIds = (db: Db, agentId: string, email?: string) =>
  db
    .selectFrom('properties')
    .select('properties.id')
    .where((eb) => namesAgent(eb, agentId, email))

export function createListingRepository(db: Db) {
  const openHouses = createOpenHouseRepository(db)
  /** The rows the public may see: published and not archived, and an upcoming home only with its MLS status. */
  const publicRows = () =>
    db
      .selectFrom('properties')
      .selectAll()
      .where('archived_at', 'is', null)
      .where('published_at', 'is not', null)
      .where((eb) => eb.or([eb('status', '!=', 'upcoming'), eb('mls_status', 'is not', null)]))

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter

  /**
   * Listings whose search text holds `text` anywhere, as `LIKE '%text%'` finds them (docs/decisions/0110-listing-search-index.md).
   * SQLite answers from its trigram index when the text has three characters or more and no LIKE wildcard (which
   * the index cannot escape); PostgreSQL's trigram index serves the LIKE itself.
   *
   * A public read on SQLite (`scan`) checks the LIKE on each entry of the public listings' covering index instead
   * (migration 0031, docs/decisions/0124-common-word-location-search.md): for a word that thousands of listings
   * hold, the trigram index gives their ids, each then looked up in the listings to be counted and sorted.
   */
  function searchTextHolds(text: string, scan: boolean) {
    const needle = text.toLowerCase()
    if (postgres || scan || [...needle].length < 3 || /[%_\\]/.test(needle))
      return sql<boolean>`search_text like ${`%${escapeLike(needle)}%`} escape '\\'`
    return sql<boolean>`properties.id in (select property_id from listing_search where id in (select rowid from listing_search_fts where search_text like ${`%${needle}%`}))`
  }

  /**
   * A column a filter bounds by a range (price, bedrooms, baths), as the filter reads it. SQLite's planner keeps no
   * histogram of values, so it takes any range, "$50 million at most" included, for a narrow one and walks that
   * column's own index, reading every listing it finds; read through a unary plus, the range is checked on what the
   * type's index, the covering index of public listings or the sort's index gives
   * (docs/decisions/0120-public-list-at-scale.md). PostgreSQL plans ranges from its statistics and reads the column.
   */
  const range = (column: RawBuilder<number>) => (postgres ? column : sql<number>`+${column}`)

  /** Only what a visitor may see (not archived, published): the public listings' partial indexes serve the read. */
  const publicOnly = (staff: StaffListOptions) => !staff.archived && (!staff.includeDrafts || staff.publication === 'published')

  function filtered(q: ListingRead, staff: StaffListOptions = {}) {
    const price = priceOf(q)
    // Callers resolve the window before their cache key is made; the clock is only a fallback.
    const openWindow = q.openHouse === 'weekend' ? (q.openHouseWindow ?? weekendWindow(new Date())) : undefined
    // A public location search on SQLite reads the covering index of the public listings (migration 0031), named: SQLite's
    // planner sizes a listing's row by its declared columns, takes it for as narrow as the index's entry and would read
    // every listing to check its text.
    const scan = !postgres && q.location !== undefined && publicOnly(staff)
    const from = scan
      ? sql<PropertiesTable>`properties`.as<'properties'>(sql`properties indexed by properties_public_search_idx`)
      : ('properties' as const)
    return (
      db
        .selectFrom(from)
        .$if(q.status !== undefined, (qb) => qb.where('status', '=', q.status!))
        // Upcoming listings appear only when asked for by status.
        .$if(q.status === undefined && !staff.anyStatus, (qb) => qb.where('status', '!=', 'upcoming'))
        .$if(staff.text !== undefined, (qb) => qb.where(searchTextHolds(staff.text!, false)))
        .where('archived_at', staff.archived ? 'is not' : 'is', null)
        .$if(!staff.includeDrafts || staff.publication === 'published', (qb) => qb.where('published_at', 'is not', null))
        .$if(staff.includeDrafts === true && staff.publication === 'draft', (qb) => qb.where('published_at', 'is', null))
        // An upcoming home is public only once its MLS status is stated (docs/decisions/0153-required-listing-facts.md).
        .$if(!staff.includeDrafts && !staff.archived && q.status === 'upcoming', (qb) => qb.where('mls_status', 'is not', null))
        .$if(staff.agentId !== undefined || staff.agentEmail !== undefined, (qb) =>
          qb.where((eb) => namesAgent(eb, staff.agentId ?? '', staff.agentEmail)),
        )
        .$if(q.type !== undefined, (qb) => qb.where('type', '=', q.type!))
        .$if(q.propertyType !== undefined, (qb) => qb.where('property_type', '=', q.propertyType!))
        .$if(q.minPrice !== undefined, (qb) => qb.where(range(price), '>=', q.minPrice!))
        .$if(q.maxPrice !== undefined, (qb) => qb.where(range(price), '<=', q.maxPrice!))
        .$if(q.bedrooms !== undefined, (qb) => qb.where(range(sql<number>`bedrooms`), '>=', q.bedrooms!))
        .$if(q.bathrooms !== undefined, (qb) => qb.where(range(sql<number>`bathrooms`), '>=', q.bathrooms!))
        .$if(q.north !== undefined, (qb) => qb.where('latitude', '<=', q.north!))
        .$if(q.south !== undefined, (qb) => qb.where('latitude', '>=', q.south!))
        .$if(q.east !== undefined, (qb) => qb.where('longitude', '<=', q.east!))
        .$if(q.west !== undefined, (qb) => qb.where('longitude', '>=', q.west!))
        .$if(q.location !== undefined, (qb) => qb.where(searchTextHolds(q.location!, scan)))
        .$if(openWindow !== undefined, (qb) =>
          qb.where((eb) =>
            eb.exists(
              eb
                .selectFrom('open_houses')
                .select('open_houses.id')
                .whereRef('open_houses.property_id', '=', 'properties.id')
                .where('open_houses.ended', '=', 0)
                .where('open_houses.starts_at', '<', openWindow!.to)
                .where('open_houses.ends_at', '>', openWindow!.from),
            ),
          ),
        )
    )
  }

  function imageOf(r: {
    id: string
    alt: string
    width: number | null
    height: number | null
    sources: string
    original_file: string
    focus_x: number
    focus_y: number
  }) {
    const sources = (JSON.parse(r.sources) as ImageSource[]).filter((s) => s.format === 'webp')
    const largest = sources[sources.length - 1]
    const image: ListingPhoto = {
      _id: r.id,
      url: largest ? mediaUrl(largest.file) : mediaUrl(r.original_file),
      alt: r.alt,
      width: r.width ?? 0,
      height: r.height ?? 0,
      sources: sources.map((s) => ({ width: s.width, url: mediaUrl(s.file) })),
    }
    // Where a page trims the photo, its focal point stays in view (docs/decisions/0103-images-framed-described-and-ordered.md).
    const focus = { x: Number(r.focus_x), y: Number(r.focus_y) }
    if (focus.x !== 0.5 || focus.y !== 0.5) image.position = objectPosition(focus)
    return image
  }

  async function imagesFor(ids: string[]): Promise<Map<string, ListingPhoto[]>> {
    const byProperty = new Map<string, ListingPhoto[]>()
    if (ids.length === 0) return byProperty
    const rows = await db
      .selectFrom('property_images')
      .innerJoin('media_files', 'media_files.id', 'property_images.media_id')
      .select([
        'property_images.property_id',
        'property_images.alt',
        'media_files.id',
        'media_files.width',
        'media_files.height',
        'media_files.sources',
        'media_files.original_file',
        'media_files.focus_x',
        'media_files.focus_y',
      ])
      .where('property_images.property_id', 'in', ids)
      .orderBy('property_images.property_id')
      .orderBy('property_images.position')
      .execute()
    for (const r of rows) {
      const image = imageOf(r)
      const list = byProperty.get(r.property_id) ?? []
      list.push(image)
      byProperty.set(r.property_id, list)
    }
    return byProperty
  }

  function toProperty(row: Row, images: ListingPhoto[]): Listing {
    // Listings saved before rental fees or the required facts were asked for have none.
    const details = JSON.parse(row.details) as Omit<ListingDetails, 'rentalFees' | 'facts'> &
      Partial<Pick<ListingDetails, 'rentalFees' | 'facts'>>
    const first = images[0]
    return {
      _id: row.id,
      title: row.title,
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      type: row.type as Listing['type'],
      status: row.status as Listing['status'],
      propertyType: row.property_type as Listing['propertyType'],
      price: row.price,
      estimatedPrice: row.estimated_price,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      squareFootage: row.square_footage,
      description: row.description,
      descriptionEs: row.description_es,
      features: JSON.parse(row.features) as string[],
      thumbnail: first ? (first.sources.find((s) => s.width >= 480)?.url ?? first.url) : '',
      images,
      latitude: row.latitude,
      longitude: row.longitude,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      agentId: row.agent_id,
      listingCode: row.public_code,
      renovation: row.renovation ? { ...(JSON.parse(row.renovation) as { summary: string; work: string[] }), pairs: [] } : null,
      ...details,
      rentalFees: details.rentalFees ?? NO_RENTAL_FEES,
      facts: details.facts ?? NO_FACTS,
    }
  }

  async function renovationPairs(id: string): Promise<RenovationPair[]> {
    const rows = await db
      .selectFrom('renovation_pairs')
      .select(['id', 'caption', 'before_media_id', 'after_media_id'])
      .where('property_id', '=', id)
      .orderBy('position')
      .execute()
    if (rows.length === 0) return []
    const media = await mediaImages(rows.flatMap((r) => [r.before_media_id, r.after_media_id]))
    return rows.flatMap((r) => {
      const before = media.get(r.before_media_id)
      const after = media.get(r.after_media_id)
      return before && after
        ? [
            {
              _id: r.id,
              caption: r.caption,
              before: { ...before, alt: `Before: ${r.caption}` },
              after: { ...after, alt: `After: ${r.caption}` },
            },
          ]
        : []
    })
  }

  async function mediaImages(ids: string[]): Promise<Map<string, ListingPhoto>> {
    const rows = await db
      .selectFrom('media_files')
      .select(['id', 'width', 'height', 'sources', 'original_file', 'focus_x', 'focus_y'])
      .where('id', 'in', ids)
      .execute()
    return new Map(rows.map((r) => [r.id, imageOf({ ...r, alt: '' })]))
  }

  /** One listing with its renovation photos and price history (the listing page and the editor). */
  async function full(row: Row): Promise<Listing> {
    const [images, pairs, history, upcoming] = await Promise.all([
      imagesFor([row.id]),
      renovationPairs(row.id),
      db
        .selectFrom('property_price_history')
        .select(['price', 'estimated_price', 'changed_at'])
        .where('property_id', '=', row.id)
        .orderBy('changed_at')
        .orderBy('id')
        .execute(),
      openHouses.upcomingFor([row.id]),
    ])
    const p = toProperty(row, images.get(row.id) ?? [])
    if (p.renovation) p.renovation.pairs = pairs
    else if (pairs.length > 0) p.renovation = { summary: '', work: [], pairs }
    p.priceHistory = history.map((h) => ({ price: h.price, estimatedPrice: h.estimated_price, changedAt: h.changed_at }))
    p.openHouses = upcoming.get(row.id) ?? []
    return p
  }

  return {
    /** Which of these listings a public search with `q` lists (a saved search's alerts, docs/decisions/0161-saved-searches-and-alerts.md). */
    async matchingIds(q: ListingRead, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await filtered(q).select('id').where('id', 'in', ids).execute()
      return new Set(rows.map((r) => r.id))
    },

    async list(q: ListingRead, staff: StaffListOptions = {}): Promise<{ items: Listing[]; total: number }> {
      const sort = q.sort ?? 'newest'
      // The page's ids first, then their listings: the filters, the order and the count read indexes alone, and only
      // one page of listings (4 kB of details each) is read (docs/decisions/0124-common-word-location-search.md).
      let pageQuery = filtered(q, staff).select('id')
      pageQuery =
        sort === 'price-low'
          ? pageQuery.orderBy(priceOf(q), 'asc')
          : sort === 'price-high'
            ? pageQuery.orderBy(priceOf(q), 'desc')
            : sort === 'bedrooms'
              ? pageQuery.orderBy('bedrooms', 'desc').orderBy('created_at', 'desc')
              : staff.sort === 'updated'
                ? pageQuery.orderBy('updated_at', 'desc')
                : staff.sort === 'title'
                  ? pageQuery.orderBy('title', 'asc')
                  : pageQuery.orderBy('created_at', 'desc')
      pageQuery = pageQuery.orderBy('id')
      if (q.limit !== undefined) pageQuery = pageQuery.limit(q.limit)
      // SQLite needs a LIMIT before an OFFSET; 1e9 reads as "no limit" in both dialects.
      if (q.offset) pageQuery = (q.limit === undefined ? pageQuery.limit(1e9) : pageQuery).offset(q.offset)
      const [page, countRow] = await Promise.all([
        pageQuery.execute(),
        filtered(q, staff)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ])
      const pageIds = page.map((r) => r.id)
      const byId = new Map(
        pageIds.length === 0
          ? []
          : (await db.selectFrom('properties').selectAll().where('id', 'in', pageIds).execute()).map((r) => [r.id, r] as const),
      )
      const rows = pageIds.flatMap((id) => byId.get(id) ?? [])
      const ids = rows.map((r) => r.id)
      const [images, upcoming] = await Promise.all([imagesFor(ids), openHouses.upcomingFor(ids)])
      const items = rows.map((r) => ({ ...toProperty(r, images.get(r.id) ?? []), openHouses: upcoming.get(r.id) ?? [] }))
      // Staff see which listings are drafts; public answers keep their shape.
      if (staff.includeDrafts) items.forEach((p, i) => (p.publishedAt = rows[i].published_at))
      return { items, total: Number(countRow.n) }
    },

    /** Map markers of the matching listings that have coordinates; `excludeSold` leaves sold homes off the sale map. */
    async pins(q: ListingRead, options: { excludeSold?: boolean } = {}): Promise<ListingPin[]> {
      const rows = await filtered(q)
        .select(['id', 'title', 'type', 'status', 'price', 'latitude', 'longitude'])
        .where('latitude', 'is not', null)
        .where('longitude', 'is not', null)
        .$if(options.excludeSold === true, (qb) => qb.where('status', '!=', 'sold'))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute()
      return rows.map((r) => ({
        _id: r.id,
        title: r.title,
        type: r.type as ListingPin['type'],
        status: r.status as ListingPin['status'],
        price: r.price,
        latitude: r.latitude!,
        longitude: r.longitude!,
      }))
    },

    /** A listing that is not archived, draft or published (the writer's current version), with its renovation photos and price history. */
    async findById(id: string): Promise<Listing | undefined> {
      const row = await db.selectFrom('properties').selectAll().where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst()
      return row && full(row)
    },

    /** A listing the public may see: published and not archived. */
    async findPublished(id: string): Promise<Listing | undefined> {
      const row = await publicRows().where('id', '=', id).executeTakeFirst()
      return row && full(row)
    },

    /** Any listing, archived too (staff), with when it was archived and published. */
    async findForStaff(id: string, trx: Db = db): Promise<Listing | undefined> {
      const row = await trx.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst()
      return row && { ...(await full(row)), archivedAt: row.archived_at, publishedAt: row.published_at }
    },

    /** When the listing was archived; undefined when there is no such listing, null when it is not archived. */
    async archivedAt(id: string): Promise<string | null | undefined> {
      const row = await db.selectFrom('properties').select('archived_at').where('id', '=', id).executeTakeFirst()
      return row ? row.archived_at : undefined
    },

    /** Archives (a date) or restores (null) listings; returns the ids changed. */
    async setArchived(ids: string[], at: string | null, trx: Db = db): Promise<string[]> {
      if (ids.length === 0) return []
      const rows = await trx
        .selectFrom('properties')
        .select('id')
        .where('id', 'in', ids)
        .where('archived_at', at ? 'is' : 'is not', null)
        .execute()
      const changed = rows.map((r) => r.id)
      if (changed.length > 0)
        await trx
          .updateTable('properties')
          .set({ archived_at: at, updated_at: new Date().toISOString() })
          .where('id', 'in', changed)
          .execute()
      return changed
    },

    /** Publishes (a time) or takes back to draft (null); true when this call changed it. */
    async setPublished(id: string, at: string | null, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('properties')
        .set({ published_at: at })
        .where('id', '=', id)
        .where('published_at', at ? 'is' : 'is not', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async insert(id: string, p: NewListing, trx: Db = db): Promise<void> {
      const row = listingRow(id, p)
      // A code already given is drawn again (one in a billion per listing stored), so the unique index never refuses the save.
      while (await trx.selectFrom('properties').select('id').where('public_code', '=', row.public_code).executeTakeFirst())
        row.public_code = newListingCode()
      await trx.insertInto('properties').values(row).execute()
    },

    /** The published, not archived listings that carry one of these codes (/verify). */
    async findPublishedByCodes(codes: string[]): Promise<Listing[]> {
      if (codes.length === 0) return []
      return Promise.all((await publicRows().where('public_code', 'in', codes).execute()).map(full))
    },

    /** Replaces every field of a stored property but its id and creation time; false when there is none. */
    /** Sets the status when it differs, under the row's lock; true when this call changed it. */
    async flipStatus(id: string, status: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('properties')
        .set({ status })
        .where('id', '=', id)
        .where('status', '<>', status)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },
    /** Replaces a listing's fields; with `expectedChange`, only while its last change is still that one (else false). */
    async update(id: string, p: NewListing, trx: Db = db, expectedChange?: string): Promise<boolean> {
      const result = await trx
        .updateTable('properties')
        .set({ ...columnsOf(p), updated_at: p.updatedAt ?? new Date().toISOString() })
        .where('id', '=', id)
        .$if(expectedChange !== undefined, (qb) => qb.where('updated_at', '=', expectedChange!))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    /**
     * Copies an agent's card onto every listing that names them (by id, or by the card's
     * former e-mail), linking the latter by id; the listings' own change time stays.
     * Answers how many listings changed.
     */
    async copyAgentCard(agentId: string, card: ListingDetails['agent'], formerEmail: string, trx: Db = db): Promise<number> {
      const rows = await trx
        .selectFrom('properties')
        .select(['id', 'agent_id', 'details'])
        .where((eb) => namesAgent(eb, agentId, formerEmail))
        .execute()
      let changed = 0
      for (const row of rows) {
        const details = JSON.parse(row.details) as ListingDetails
        // The like above is a pre-filter: the card's e-mail must be the agent's exactly.
        if (!row.agent_id && details.agent.email !== formerEmail) continue
        if (row.agent_id && JSON.stringify(details.agent) === JSON.stringify(card)) continue
        await trx
          .updateTable('properties')
          .set({ details: JSON.stringify({ ...details, agent: card }), agent_id: agentId })
          .where('id', '=', row.id)
          .execute()
        changed++
      }
      return changed
    },

    async attachImages(propertyId: string, images: Array<{ mediaId: string; alt: string }>, trx: Db = db): Promise<void> {
      if (images.length === 0) return
      await trx
        .insertInto('property_images')
        .values(images.map((img, position) => ({ property_id: propertyId, media_id: img.mediaId, position, alt: img.alt })))
        .execute()
    },

    async counts(): Promise<{ total: number; available: number; sold: number; rentals: number }> {
      const row = await db
        .selectFrom('properties')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'available').then(1).else(0).end()).as('available'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'sold').then(1).else(0).end()).as('sold'),
          eb.fn.sum<number>(eb.case().when('type', '=', 'rental').then(1).else(0).end()).as('rentals'),
        ])
        .executeTakeFirstOrThrow()
      return {
        total: Number(row.total),
        available: Number(row.available ?? 0),
        sold: Number(row.sold ?? 0),
        rentals: Number(row.rentals ?? 0),
      }
    },
  }
}
