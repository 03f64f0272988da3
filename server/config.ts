import { z } from 'zod'
import { RETENTION_PERIODS } from '#core/content/legal-defaults.ts'
import path from 'node:path'
import net from 'node:net'
import { TWO_STEP_SETTINGS, type TwoStepSetting } from '#core/staff/two-step.ts'
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '#core/business-time.ts'

// Configuration is read from the environment once at boot.
// A bad value stops the server with a message naming the variable.

const url = (name: string, protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol)
        } catch {
          return false
        }
      },
      `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    )

/** A whole number of at least `min`, from an environment string. */
const count = (name: string, min: number) =>
  z.coerce.number().int(`${name} must be a whole number`).min(min, `${name} must be at least ${min}`)

/**
 * TRUST_PROXY: which peers may tell the client's address in X-Forwarded-For.
 * Off by default (the site is exposed directly); "true" trusts every peer, a
 * number trusts that many proxy hops, otherwise a comma-separated list of
 * addresses or CIDR ranges (e.g. "127.0.0.1,10.0.0.0/8").
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): TrustProxy => {
    if (/^(false|0|off|no)$/i.test(v)) return false
    if (/^(true|on|yes)$/i.test(v)) return true
    if (/^\d+$/.test(v)) return Number(v)
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)
    const bad = entries.filter((e) => !isAddressOrRange(e))
    if (bad.length || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be true, false, a hop count or addresses/CIDR ranges (not "${bad.join(', ') || v}")`,
      })
      return z.NEVER
    }
    return entries
  })

/** The hour (UTC) of the daily backup when BACKUP_SCHEDULE is "daily" or unset: 2 or 3 a.m. in Omaha. */
export const DEFAULT_BACKUP_HOUR_UTC = 8

/** BACKUP_SCHEDULE: "daily" (at DEFAULT_BACKUP_HOUR_UTC), "off", or the hour of the day in UTC ("3", "03:00"). */
const backupSchedule = z
  .string()
  .trim()
  .transform((v, ctx): BackupSchedule => {
    if (/^daily$/i.test(v)) return { hourUtc: DEFAULT_BACKUP_HOUR_UTC }
    if (/^(off|false|no|none)$/i.test(v)) return 'off'
    const m = /^(\d{1,2})(?::00)?$/.exec(v)
    if (m && Number(m[1]) <= 23) return { hourUtc: Number(m[1]) }
    ctx.addIssue({ code: 'custom', message: `BACKUP_SCHEDULE must be daily, off or an hour of the day in UTC from 0 to 23 (not "${v}")` })
    return z.NEVER
  })

/** When the servers take the daily backup: at this hour (UTC), or never. */
export type BackupSchedule = 'off' | { hourUtc: number }

/** An S3 bucket's name. */
const bucketName = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, `${name} must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)`)

/** A folder of a bucket that keys go under, without slashes at either end. */
const keyPrefix = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9!_.*'()/-]+$/, `${name} may hold letters, digits and ! _ . * ' ( ) / - only`)
    .transform((v) => v.replace(/^\/+|\/+$/g, ''))

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  HOST: optional(z.string().trim()).default('0.0.0.0'),
  PUBLIC_URL: optional(url('PUBLIC_URL', ['http:', 'https:'])),
  DATA_DIR: optional(z.string().trim()).default('./data'),
  DATABASE_URL: optional(url('DATABASE_URL', ['postgres:', 'postgresql:'])),
  SMTP_URL: optional(url('SMTP_URL', ['smtp:', 'smtps:'])),
  MAIL_FROM: optional(z.string().trim().min(3)),
  MAIL_CONCURRENCY: optional(z.coerce.number().int('MAIL_CONCURRENCY must be a whole number').min(1).max(32)).default(4),
  IMAGE_CONCURRENCY: optional(z.coerce.number().int('IMAGE_CONCURRENCY must be a whole number').min(1).max(8)).default(1),
  MAIL_CONNECTION_MESSAGES: optional(z.coerce.number().int('MAIL_CONNECTION_MESSAGES must be a whole number').min(1).max(10_000)).default(
    100,
  ),
  OFFICE_EMAIL: optional(z.email('OFFICE_EMAIL must be an email address')),
  ADMIN_USERNAME: optional(z.string().trim().min(3, 'ADMIN_USERNAME must be at least 3 characters')),
  ADMIN_PASSWORD: optional(z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters')),
  MAP_TILE_URL: optional(
    z
      .string()
      .trim()
      .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'MAP_TILE_URL must be an http(s) URL template containing {z}, {x} and {y}'),
  ),
  GEOCODER_URL: optional(url('GEOCODER_URL', ['http:', 'https:'])),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  TRUST_PROXY: optional(trustProxy),
  FORM_RATE_LIMIT_MAX: optional(count('FORM_RATE_LIMIT_MAX', 1)).default(10),
  FORM_RATE_LIMIT_WINDOW_MINUTES: optional(count('FORM_RATE_LIMIT_WINDOW_MINUTES', 1)).default(10),
  REQUEST_TIMEOUT_SECONDS: optional(count('REQUEST_TIMEOUT_SECONDS', 1)).default(30),
  HEADERS_TIMEOUT_SECONDS: optional(count('HEADERS_TIMEOUT_SECONDS', 1)).default(10),
  KEEP_ALIVE_TIMEOUT_SECONDS: optional(count('KEEP_ALIVE_TIMEOUT_SECONDS', 1)).default(5),
  MAX_CONNECTIONS_PER_CLIENT: optional(count('MAX_CONNECTIONS_PER_CLIENT', 0)).default(50),
  RENTAL_RETENTION_MONTHS: optional(count('RENTAL_RETENTION_MONTHS', 1)).default(RETENTION_PERIODS.rentalApplicationMonths),
  METRICS_TOKEN: optional(z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters')),
  BACKUP_SCHEDULE: optional(backupSchedule),
  BACKUP_DIR: optional(z.string().trim()),
  BACKUP_KEY: optional(z.string().min(16, 'BACKUP_KEY must be at least 16 characters')),
  BACKUP_S3_BUCKET: optional(bucketName('BACKUP_S3_BUCKET')),
  BACKUP_S3_PREFIX: optional(keyPrefix('BACKUP_S3_PREFIX')),
  STORAGE: optional(z.enum(['folder', 's3'], 'STORAGE must be folder or s3')),
  S3_BUCKET: optional(bucketName('S3_BUCKET')),
  S3_PREFIX: optional(keyPrefix('S3_PREFIX')),
  S3_ENDPOINT: optional(url('S3_ENDPOINT', ['http:', 'https:'])),
  S3_REGION: optional(z.string().trim()),
  S3_ACCESS_KEY_ID: optional(z.string().trim()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(z.stringbool({ error: 'S3_FORCE_PATH_STYLE must be true or false' })),
  SEED_DEMO_BUSINESS: optional(z.stringbool({ error: 'SEED_DEMO_BUSINESS must be true or false' })),
  BUSINESS_TIME_ZONE: optional(
    z
      .string()
      .trim()
      .refine(isTimeZone, 'BUSINESS_TIME_ZONE must be an IANA time zone such as America/Chicago (see the tz database list of zones)'),
  ),
  TWO_STEP_REQUIRED: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(TWO_STEP_SETTINGS, `TWO_STEP_REQUIRED must be ${TWO_STEP_SETTINGS.join(', ').replace(/, (?=[^,]*$)/, ' or ')}`)),
  ),
})

/** Proxy headers are believed from: nobody (false), everybody (true), this many hops, or these addresses/ranges. */
export type TrustProxy = boolean | number | string[]

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/')
  if (rest.length || !net.isIP(address)) return false
  if (bits === undefined) return true
  const max = net.isIPv4(address) ? 32 : 128
  return /^\d+$/.test(bits) && Number(bits) <= max
}

/**
 * Where media and private files are kept (server/storage/, docs/decisions/0086-media-on-object-storage.md): the data
 * folder, or an S3-compatible bucket under a key prefix.
 */
export type StorageSetting =
  | { kind: 'folder' }
  | {
      kind: 's3'
      bucket: string
      /** Keys start with this folder ("" for the bucket's root). */
      prefix: string
      endpoint?: string
      region: string
      /** Unset: the SDK's own credential chain (environment, instance role). */
      credentials?: { accessKeyId: string; secretAccessKey: string }
      forcePathStyle: boolean
    }

/** A bucket of an S3-compatible store: the S3_* connection settings with this bucket and prefix. */
export type S3Setting = Extract<StorageSetting, { kind: 's3' }>

function storageSetting(e: z.infer<typeof EnvSchema>): StorageSetting {
  if ((e.STORAGE ?? 'folder') === 'folder') return { kind: 'folder' }
  if (!e.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: STORAGE=s3 needs the bucket to keep media in')
  return s3Setting(e, e.S3_BUCKET, e.S3_PREFIX ?? '')
}

/** The bucket backups are copied to (BACKUP_S3_BUCKET, under BACKUP_S3_PREFIX), over the S3_* connection settings. */
function backupStoreSetting(e: z.infer<typeof EnvSchema>): S3Setting | undefined {
  if (!e.BACKUP_S3_BUCKET) return undefined
  const setting = s3Setting(e, e.BACKUP_S3_BUCKET, e.BACKUP_S3_PREFIX ?? 'backups')
  if (e.STORAGE === 's3' && setting.bucket === e.S3_BUCKET && keysOverlap(setting.prefix, e.S3_PREFIX ?? ''))
    throw new ConfigError(
      "Invalid configuration:\n  BACKUP_S3_PREFIX: backups must not go under the media's S3_PREFIX, nor the media under them",
    )
  return setting
}

const keysOverlap = (a: string, b: string) => a === '' || b === '' || `${a}/`.startsWith(`${b}/`) || `${b}/`.startsWith(`${a}/`)

function s3Setting(e: z.infer<typeof EnvSchema>, bucket: string, prefix: string): S3Setting {
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither')
  return {
    kind: 's3',
    bucket,
    prefix,
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.S3_REGION ?? 'us-east-1',
    credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  }
}

/** A rate limit of one kind of request per client address. */
export interface RateLimitSetting {
  max: number
  timeWindow: number
}

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl?: string
  smtpUrl?: string
  mailFrom: string
  /** Mails the outbox sends at the same time: the SMTP connections it keeps open while it has mail to send. */
  mailConcurrency: number
  /** Images decoded at the same time, for every upload together (server/media/image-pipeline.ts). */
  imageConcurrency: number
  /** Mails sent over one SMTP connection before the outbox opens a new one. */
  mailConnectionMessages: number
  officeEmail: string
  adminUsername?: string
  adminPassword?: string
  mapTileUrl: string
  geocoderUrl?: string
  logLevel: string
  /** The bearer token /metrics answers to; without one /metrics answers 404. */
  metricsToken: string | undefined
  trustProxy: TrustProxy
  rateLimits: {
    /** Every public form (contact, tour, interest, Get Notified, applications): per client and form. */
    forms: RateLimitSetting
  }
  /** Milliseconds a client may take to send a whole request, its headers, and to keep an idle connection. */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number }
  /** Open connections allowed from one address that is not a trusted proxy (0: no limit). */
  maxConnectionsPerClient: number
  /** Months a decided rental application and its files are kept after the decision (docs/decisions/0150-rental-applications-closing-and-retention.md). */
  rentalApplicationRetentionMonths: number
  /**
   * Backups (server/operations/backup.service.ts): when the servers take them, where they go (a folder, and a copy in
   * a bucket when BACKUP_S3_BUCKET is set), and the key that encrypts them.
   */
  backups: { schedule: BackupSchedule; dir: string; key?: string; store?: S3Setting }
  /** Where media and private files are kept: the data folder (default) or an S3-compatible store. */
  storage: StorageSetting
  /** Who must sign in with a second step (docs/decisions/0092-two-step-sign-in.md): owners (the default), all staff, or nobody. */
  twoStepRequired: TwoStepSetting
  /** The business's time zone (IANA), in which staff and visitors read every date (core/business-time.ts). */
  businessTimeZone: string
  /** Serve the app through Vite's dev middleware instead of the production build. */
  dev: boolean
  /** Seed the demo business when the database has no properties. */
  seedWhenEmpty: boolean
}

export class ConfigError extends Error {}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const environment = e.NODE_ENV ?? 'development'
  const port = e.PORT
  return {
    env: environment,
    port,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Heartland Home Partners <no-reply@heartlandhomepartners.com>',
    mailConcurrency: e.MAIL_CONCURRENCY,
    imageConcurrency: e.IMAGE_CONCURRENCY,
    mailConnectionMessages: e.MAIL_CONNECTION_MESSAGES,
    officeEmail: e.OFFICE_EMAIL ?? 'office@heartlandhomepartners.com',
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    mapTileUrl: e.MAP_TILE_URL ?? DEFAULT_TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    logLevel: e.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimits: {
      forms: { max: e.FORM_RATE_LIMIT_MAX, timeWindow: e.FORM_RATE_LIMIT_WINDOW_MINUTES * 60_000 },
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT,
    rentalApplicationRetentionMonths: e.RENTAL_RETENTION_MONTHS,
    backups: {
      // Test apps take no backup unless a test asks for one.
      schedule: e.BACKUP_SCHEDULE ?? (environment === 'test' ? 'off' : { hourUtc: DEFAULT_BACKUP_HOUR_UTC }),
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      key: e.BACKUP_KEY,
      store: backupStoreSetting(e),
    },
    storage: storageSetting(e),
    twoStepRequired: e.TWO_STEP_REQUIRED ?? 'owners',
    businessTimeZone: e.BUSINESS_TIME_ZONE ?? DEFAULT_BUSINESS_TIME_ZONE,
    dev: false,
    seedWhenEmpty: e.SEED_DEMO_BUSINESS ?? true,
    ...overrides,
  }
}
