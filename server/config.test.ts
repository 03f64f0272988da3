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

  it('reads PostgreSQL from DATABASE_URL and trims a trailing slash of PUBLIC_URL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@db/site', PUBLIC_URL: 'https://homes.example.com/' })
    expect(c.databaseUrl).toBe('postgres://u@db/site')
    expect(c.publicUrl).toBe('https://homes.example.com')
  })

  it.each([
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
