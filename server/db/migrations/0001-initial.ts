import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// One migration set for SQLite and PostgreSQL: only portable column types.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'properties', {
    id: 'varchar(24) primary key',
    title: 'text not null',
    address: 'text not null',
    city: 'text not null',
    state: 'text not null',
    zip: 'varchar(10) not null',
    type: 'varchar(16) not null',
    status: 'varchar(16) not null',
    property_type: 'varchar(16) not null',
    price: 'double precision not null',
    estimated_price: 'double precision',
    bedrooms: 'integer not null',
    bathrooms: 'double precision not null',
    square_footage: 'integer not null',
    description: 'text not null',
    features: 'text not null',
    latitude: 'double precision',
    longitude: 'double precision',
    neighborhood: 'text not null',
    school_district: 'text not null',
    details: 'text not null',
    search_text: 'text not null',
    created_at: 'varchar(32) not null',
    updated_at: 'varchar(32) not null',
  })
  for (const column of ['price', 'type', 'status', 'bedrooms', 'bathrooms', 'square_footage', 'city', 'zip', 'created_at', 'updated_at']) {
    await db.schema.createIndex(`properties_${column}_idx`).on('properties').column(column).execute()
  }
  await db.schema.createIndex('properties_lat_lng_idx').on('properties').columns(['latitude', 'longitude']).execute()
  await db.schema.createIndex('properties_type_status_price_idx').on('properties').columns(['type', 'status', 'price']).execute()

  await createTable(db, 'media_files', {
    id: 'varchar(24) primary key',
    kind: 'varchar(16) not null',
    original_file: 'text not null',
    original_name: 'text not null',
    mime_type: 'text not null',
    width: 'integer',
    height: 'integer',
    bytes: 'integer not null',
    sources: 'text not null',
    created_at: 'varchar(32) not null',
  })

  await createTable(
    db,
    'property_images',
    {
      property_id: 'varchar(24) not null references properties.id on delete cascade',
      media_id: 'varchar(24) not null references media_files.id on delete cascade',
      position: 'integer not null',
      alt: 'text not null',
    },
    (table) => table.addPrimaryKeyConstraint('property_images_pk', ['property_id', 'position']),
  )
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

  await createTable(db, 'site_content', {
    section: 'varchar(64) primary key',
    data: 'text not null',
    updated_at: 'varchar(32) not null',
  })

  await createTable(db, 'banners', {
    key: 'varchar(64) primary key',
    text: 'text not null',
    updated_at: 'varchar(32) not null',
  })

  await createTable(db, 'admin_users', {
    id: 'varchar(24) primary key',
    username: 'varchar(128) not null unique',
    password_hash: 'text not null',
    display_name: 'text not null',
    created_at: 'varchar(32) not null',
  })

  await createTable(db, 'sessions', {
    id: 'varchar(24) primary key',
    user_id: 'varchar(24) not null references admin_users.id on delete cascade',
    token_hash: 'varchar(64) not null unique',
    created_at: 'varchar(32) not null',
    expires_at: 'varchar(32) not null',
    revoked_at: 'varchar(32)',
  })

  await createTable(db, 'inquiries', {
    id: 'varchar(24) primary key',
    kind: 'varchar(32) not null',
    property_id: 'varchar(24) references properties.id on delete set null',
    name: 'text not null',
    email: 'text not null',
    phone: 'text not null',
    message: 'text not null',
    payload: 'text not null',
    status: 'varchar(16) not null',
    created_at: 'varchar(32) not null',
  })
  await db.schema.createIndex('inquiries_created_at_idx').on('inquiries').column('created_at').execute()

  await createTable(db, 'bidder_applications', {
    id: 'varchar(24) primary key',
    company_name: 'text not null',
    contact_name: 'text not null',
    email: 'text not null',
    phone: 'text not null',
    payload: 'text not null',
    status: 'varchar(16) not null',
    created_at: 'varchar(32) not null',
  })

  await createTable(db, 'bidder_application_files', {
    id: 'varchar(24) primary key',
    application_id: 'varchar(24) not null references bidder_applications.id on delete cascade',
    field: 'varchar(64) not null',
    original_name: 'text not null',
    stored_file: 'text not null',
    mime_type: 'text not null',
    bytes: 'integer not null',
  })

  await createTable(db, 'mail_outbox', {
    id: 'varchar(24) primary key',
    to_address: 'text not null',
    cc: 'text not null',
    reply_to: 'text not null',
    subject: 'text not null',
    text_body: 'text not null',
    html_body: 'text not null',
    related_id: 'varchar(24)',
    attempts: 'integer not null default 0',
    next_attempt_at: 'varchar(32) not null',
    sent_at: 'varchar(32)',
    last_error: 'text',
    created_at: 'varchar(32) not null',
  })
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
