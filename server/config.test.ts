import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', dataDir: path.resolve('./data'), databaseUrl: undefined })
    expect(c.mapTileUrl).toContain('{z}')
    expect(c.mailConcurrency).toBe(4)
    expect(loadConfig({ MAIL_CONCURRENCY: '8' }).mailConcurrency).toBe(8)
  })

  it('seeds the demo business into an empty database unless SEED_DEMO_BUSINESS is false', () => {
    expect(loadConfig({}).seedWhenEmpty).toBe(true)
    expect(loadConfig({ SEED_DEMO_BUSINESS: 'false' }).seedWhenEmpty).toBe(false)
    expect(loadConfig({ SEED_DEMO_BUSINESS: 'true' }).seedWhenEmpty).toBe(true)
    expect(() => loadConfig({ SEED_DEMO_BUSINESS: 'maybe' })).toThrow('SEED_DEMO_BUSINESS must be true or false')
  })

  it('keeps dates in Omaha time by default, reads BUSINESS_TIME_ZONE, and refuses a zone that does not exist', () => {
    expect(loadConfig({}).businessTimeZone).toBe('America/Chicago')
    expect(loadConfig({ BUSINESS_TIME_ZONE: ' Europe/Berlin ' }).businessTimeZone).toBe('Europe/Berlin')
    expect(loadConfig({ BUSINESS_TIME_ZONE: 'UTC' }).businessTimeZone).toBe('UTC')
    for (const bad of ['Omaha', 'America/Omaha', 'CST', '+02:00'])
      expect(() => loadConfig({ BUSINESS_TIME_ZONE: bad })).toThrow(/BUSINESS_TIME_ZONE must be an IANA time zone/)
  })

  it('reads PostgreSQL from DATABASE_URL and trims a trailing slash of PUBLIC_URL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@db/site', PUBLIC_URL: 'https://homes.example.com/' })
    expect(c.databaseUrl).toBe('postgres://u@db/site')
    expect(c.publicUrl).toBe('https://homes.example.com')
  })

  it('trusts no proxy by default and reads TRUST_PROXY as true, a hop count or addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1'])
  })

  it('keeps media in the data folder by default, and in an S3-compatible bucket with STORAGE=s3 and S3_*', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'folder' })
    const s3 = {
      STORAGE: 's3',
      S3_BUCKET: 'heartland-media',
      S3_PREFIX: '/site/prod/',
      S3_ENDPOINT: 'https://minio.example.com/',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      bucket: 'heartland-media',
      prefix: 'site/prod',
      endpoint: 'https://minio.example.com',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'media-bucket', S3_REGION: 'us-west-2' }).storage).toMatchObject({
      region: 'us-west-2',
      prefix: '',
      credentials: undefined,
      forcePathStyle: false,
    })
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('S3_BUCKET: STORAGE=s3 needs the bucket')
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow('set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow('STORAGE must be folder or s3')
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrow('S3_BUCKET must be a bucket name')
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be a URL')
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow('S3_FORCE_PATH_STYLE must be true or false')
  })

  it('takes a daily backup at 08:00 UTC into DATA_DIR/backups by default, none in tests, and reads BACKUP_*', () => {
    expect(loadConfig({ DATA_DIR: '/srv/site/data' }).backups).toEqual({
      schedule: { hourUtc: 8 },
      dir: '/srv/site/data/backups',
      key: undefined,
    })
    expect(loadConfig({ NODE_ENV: 'test' }).backups.schedule).toBe('off')
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).backups.schedule).toBe('off')
    expect(loadConfig({ BACKUP_SCHEDULE: 'daily', NODE_ENV: 'test' }).backups.schedule).toEqual({ hourUtc: 8 })
    expect(loadConfig({ BACKUP_SCHEDULE: '3' }).backups.schedule).toEqual({ hourUtc: 3 })
    expect(loadConfig({ BACKUP_SCHEDULE: '23:00' }).backups.schedule).toEqual({ hourUtc: 23 })
    const c = loadConfig({ BACKUP_DIR: '/mnt/backups', BACKUP_KEY: 'sixteen-chars-ok' })
    expect(c.backups).toMatchObject({ dir: '/mnt/backups', key: 'sixteen-chars-ok' })
    expect(() => loadConfig({ BACKUP_SCHEDULE: '24' })).toThrow('BACKUP_SCHEDULE must be daily, off or an hour of the day in UTC')
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'weekly' })).toThrow('BACKUP_SCHEDULE')
    expect(() => loadConfig({ BACKUP_KEY: 'short' })).toThrow('BACKUP_KEY must be at least 16 characters')
  })

  it('reads the rate limits and timeouts in minutes and seconds', () => {
    const c = loadConfig({ FORM_RATE_LIMIT_MAX: '20', FORM_RATE_LIMIT_WINDOW_MINUTES: '5', REQUEST_TIMEOUT_SECONDS: '60' })
    expect(c.rateLimits.forms).toEqual({ max: 20, timeWindow: 300_000 })
    expect(c.timeouts).toEqual({ requestMs: 60_000, headersMs: 10_000, keepAliveMs: 5_000 })
    expect(c.maxConnectionsPerClient).toBe(50)
  })

  it.each([
    [{ TRUST_PROXY: 'my-proxy' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ FORM_RATE_LIMIT_MAX: '0' }, 'FORM_RATE_LIMIT_MAX'],
    [{ REQUEST_TIMEOUT_SECONDS: 'soon' }, 'REQUEST_TIMEOUT_SECONDS'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ OFFICE_EMAIL: 'nobody' }, 'OFFICE_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ MAP_TILE_URL: 'https://tiles.example.com/tile.png' }, 'MAP_TILE_URL'],
    [{ MAIL_CONCURRENCY: '0' }, 'MAIL_CONCURRENCY'],
    [{ MAIL_CONCURRENCY: 'many' }, 'MAIL_CONCURRENCY'],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(name)
  })
})
