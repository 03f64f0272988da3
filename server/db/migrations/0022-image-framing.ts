import type { Kysely } from 'kysely'

// How each stored image is framed and described (docs/decisions/0103-images-framed-described-and-ordered.md): the
// crop rectangle (fractions of the upright original, null for all of it), the focal point (fractions of the
// cropped picture, where CSS cropping keeps its centre), the alt text or an explicit "decorative", and the revision
// of the responsive sizes made from the original (a new crop writes new file names, since media URLs are cached
// for a year).

// Each column with its type and default (null: nullable, no default). original_width and original_height are the
// upright original's size; width and height become the cropped picture's.
const COLUMNS: Array<[name: string, type: 'text' | 'real' | 'integer', fallback: number | string | null]> = [
  ['crop', 'text', null],
  ['focus_x', 'real', 0.5],
  ['focus_y', 'real', 0.5],
  ['alt', 'text', ''],
  ['decorative', 'integer', 0],
  ['revision', 'integer', 0],
  ['original_width', 'integer', null],
  ['original_height', 'integer', null],
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type, fallback] of COLUMNS)
    await db.schema
      .alterTable('media_files')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...COLUMNS].reverse()) await db.schema.alterTable('media_files').dropColumn(name).execute()
}
