import type { Kysely } from 'kysely'

// The claim of the job that adds sizes new to the image pipeline to stored images (server/media/missing-sizes.job.ts,
// docs/decisions/0171-phone-image-size.md): one server of several makes them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('backup_claims').values({ name: 'image-sizes', holder: '', until: '' }).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('backup_claims').where('name', '=', 'image-sizes').execute()
}
