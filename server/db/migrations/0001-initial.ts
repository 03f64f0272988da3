import type { Kysely } from 'kysely'

// One migration set for SQLite and PostgreSQL: only portable column types.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('properties')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'varchar(10)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('property_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('estimated_price', 'double precision')
    .addColumn('bedrooms', 'integer', (c) => c.notNull())
    .addColumn('bathrooms', 'double precision', (c) => c.notNull())
    .addColumn('square_footage', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('neighborhood', 'text', (c) => c.notNull())
    .addColumn('school_district', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  for (const column of ['price', 'type', 'status', 'bedrooms', 'bathrooms', 'square_footage', 'city', 'zip', 'created_at', 'updated_at']) {
    await db.schema.createIndex(`properties_${column}_idx`).on('properties').column(column).execute()
  }
  await db.schema.createIndex('properties_lat_lng_idx').on('properties').columns(['latitude', 'longitude']).execute()
  await db.schema.createIndex('properties_type_status_price_idx').on('properties').columns(['type', 'status', 'price']).execute()

  await db.schema
    .createTable('media_files')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('original_file', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('property_images')
    .addColumn('property_id', 'varchar(24)', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('media_id', 'varchar(24)', (c) => c.notNull().references('media_files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('property_images_pk', ['property_id', 'position'])
    .execute()
  await db.schema.createIndex('property_images_media_idx').on('property_images').column('media_id').execute()

  const person = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())

  await person('agents')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('photo', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await person('partners')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await person('team_members')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('photo', 'text', (c) => c.notNull())
    .addColumn('linkedin', 'text', (c) => c.notNull())
    .addColumn('specialties', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('site_content')
    .addColumn('section', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('banners')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute()

  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('property_id', 'varchar(24)', (c) => c.references('properties.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('inquiries_created_at_idx').on('inquiries').column('created_at').execute()

  await db.schema
    .createTable('bidder_applications')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('bidder_application_files')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('application_id', 'varchar(24)', (c) => c.notNull().references('bidder_applications.id').onDelete('cascade'))
    .addColumn('field', 'varchar(64)', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('stored_file', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('cc', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('related_id', 'varchar(24)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('mail_outbox_pending_idx').on('mail_outbox').columns(['sent_at', 'next_attempt_at']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'bidder_application_files',
    'bidder_applications',
    'inquiries',
    'sessions',
    'admin_users',
    'banners',
    'site_content',
    'team_members',
    'partners',
    'agents',
    'property_images',
    'media_files',
    'properties',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
