import type { Kysely } from 'kysely'

// How each stored image is framed and described (docs/decisions/0103-images-framed-described-and-ordered.md): the
// crop rectangle (fractions of the upright original, null for all of it), the focal point (fractions of the
// cropped picture, where CSS cropping keeps its centre), the alt text or an explicit "decorative", and the revision
// of the responsive sizes made from the original (a new crop writes new file names, since media URLs are cached
// for a year).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_files').addColumn('crop', 'text').execute()
  await db.schema
    .alterTable('media_files')
    .addColumn('focus_x', 'real', (c) => c.notNull().defaultTo(0.5))
    .execute()
  await db.schema
    .alterTable('media_files')
    .addColumn('focus_y', 'real', (c) => c.notNull().defaultTo(0.5))
    .execute()
  await db.schema
    .alterTable('media_files')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('media_files')
    .addColumn('decorative', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('media_files')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  /** The original's upright size: width and height become the cropped picture's. */
  await db.schema.alterTable('media_files').addColumn('original_width', 'integer').execute()
  await db.schema.alterTable('media_files').addColumn('original_height', 'integer').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['original_height', 'original_width', 'revision', 'decorative', 'alt', 'focus_y', 'focus_x', 'crop'])
    await db.schema.alterTable('media_files').dropColumn(column).execute()
}
