import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { ROLE_LABELS, can, isStaffRole, type Permission } from '#core/staff/permissions.ts'
import { PORTAL_SEARCH_LABELS, PORTAL_SEARCH_LIMIT, type PortalSearchGroup, type PortalSearchResult } from '#core/staff/portal-search.ts'
import { CONTENT_SECTION_TEXT, sectionMatches } from '#core/content/content-sections.ts'
import { leadKindLabel } from '#core/leads/lead-labels.ts'
import { createLeadRepository, leadScopeOf, type LeadActor } from '#server/leads/lead.repository.ts'
import type { ContentSlug } from '#core/content/content-saves.ts'

// The portal's one search (docs/decisions/0108-one-portal-search.md): listings, leads, people and content sections
// at once, each group only for a role that may open it, leads through the inbox's own full-text search and scope.

type Item = PortalSearchResult['groups'][number]['items'][number]

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Every word of the search in one of the columns (case-insensitive on both databases). */
function everyWord(columns: string[], text: string) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6)
  const haystack = sql.join(
    columns.map((c) => sql`coalesce(${sql.ref(c)}, '')`),
    sql` || ' ' || `,
  )
  const each = words.map((w) => sql`lower(${haystack}) like ${`%${escapeLike(w)}%`} escape '\\'`)
  return sql<boolean>`(${sql.join(each, sql` and `)})`
}

/** The first matches of a table's query: every word of the search in one of `columns`, in `order` ("name", "updated_at desc"). */
function firstMatches<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  columns: string[],
  q: string,
  order: string,
) {
  const [column, direction] = order.split(' ')
  return query
    .where(everyWord(columns, q))
    .orderBy(sql.ref(column), direction === 'desc' ? 'desc' : 'asc')
    .limit(PORTAL_SEARCH_LIMIT)
    .execute()
}

export function createPortalSearch(db: Kysely<Database>) {
  const leads = createLeadRepository(db)

  const searches: Record<PortalSearchGroup, { needs: Permission; find: (q: string, actor: LeadActor) => Promise<Item[]> }> = {
    listings: {
      needs: 'catalog.read',
      find: async (q) =>
        (
          await firstMatches(
            db.selectFrom('properties').select(['id', 'title', 'address', 'city', 'status']),
            ['search_text', 'title', 'address', 'zip'],
            q,
            'updated_at desc',
          )
        ).map((p) => ({ id: p.id, title: p.title, detail: `${p.address}, ${p.city}`, href: `/admin/properties/${p.id}` })),
    },
    leads: {
      needs: 'leads.read',
      find: async (q, actor) => {
        const { rows } = await leads.list({ q, archived: 'all' }, PORTAL_SEARCH_LIMIT, 0, await leadScopeOf(db, actor))
        return rows.map((l) => ({
          id: l.id,
          title: l.name || l.email,
          detail: [leadKindLabel(l.kind), l.property_title ?? l.email].filter(Boolean).join(' · '),
          href: `/admin/contacts?lead=${encodeURIComponent(l.id)}`,
        }))
      },
    },
    agents: {
      needs: 'catalog.read',
      find: async (q) =>
        (
          await firstMatches(
            db.selectFrom('agents').select(['id', 'name', 'title', 'email']),
            ['name', 'email', 'title', 'phone'],
            q,
            'name',
          )
        ).map((a) => ({ id: a.id, title: a.name, detail: a.title || a.email, href: `/admin/agents?edit=${a.id}` })),
    },
    partners: {
      needs: 'catalog.read',
      find: async (q) =>
        (
          await firstMatches(
            db.selectFrom('partners').select(['id', 'title', 'email', 'website']),
            ['title', 'email', 'website', 'description'],
            q,
            'title',
          )
        ).map((p) => ({ id: p.id, title: p.title, detail: p.email || p.website, href: `/admin/partners?edit=${p.id}` })),
    },
    staff: {
      needs: 'staff.manage',
      find: async (q) =>
        (
          await firstMatches(
            db.selectFrom('admin_users').select(['id', 'username', 'display_name', 'role']),
            ['username', 'display_name', 'email'],
            q,
            'username',
          )
        ).map((u) => ({
          id: u.id,
          title: u.display_name || u.username,
          detail: `${u.username} · ${isStaffRole(u.role) ? ROLE_LABELS[u.role] : u.role}`,
          href: `/admin/users#user-${u.id}`,
        })),
    },
    content: {
      needs: 'content.edit',
      find: async (q) =>
        (Object.entries(CONTENT_SECTION_TEXT) as Array<[ContentSlug, (typeof CONTENT_SECTION_TEXT)[ContentSlug]]>)
          .filter(([, text]) => sectionMatches(text, q))
          .slice(0, PORTAL_SEARCH_LIMIT)
          .map(([slug, text]) => ({ id: slug, title: text.title, detail: text.summary, href: `/admin/content?section=${slug}` })),
    },
  }

  return {
    /** The groups the actor may open that found something, in the header's order. */
    async search(q: string, actor: LeadActor): Promise<PortalSearchResult> {
      const allowed = (Object.keys(searches) as PortalSearchGroup[]).filter((g) => can(actor.role, searches[g].needs))
      const found = await Promise.all(allowed.map(async (group) => ({ group, items: await searches[group].find(q, actor) })))
      return { groups: found.filter((g) => g.items.length > 0).map((g) => ({ ...g, label: PORTAL_SEARCH_LABELS[g.group] })) }
    },
  }
}

export type PortalSearch = ReturnType<typeof createPortalSearch>
