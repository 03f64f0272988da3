import { z } from 'zod'
import path from 'node:path'

// Configuration is read from the environment once at boot (house style 15).
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
})

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl?: string
  smtpUrl?: string
  mailFrom: string
  /** Mails the outbox sends at the same time. */
  mailConcurrency: number
  officeEmail: string
  adminUsername?: string
  adminPassword?: string
  mapTileUrl: string
  geocoderUrl?: string
  logLevel: string
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
    officeEmail: e.OFFICE_EMAIL ?? 'office@heartlandhomepartners.com',
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    mapTileUrl: e.MAP_TILE_URL ?? DEFAULT_TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    logLevel: e.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    dev: false,
    seedWhenEmpty: true,
    ...overrides,
  }
}
