import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'

// The content manager's saves (docs/product.md#content-saves-api):
// each endpoint validates, stores, keeps a version, restores, and what it
// stored shows on the public reads at once (the same cached catalog the
// server-rendered pages read).

// One app at a time: each database's describe block replaces them (data-layer tests run on both).
let t: TestApp
let token: string

const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: authHeader(token), payload: payload as object })
const publicContent = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/content/public' })).json()
const generalContent = async () => (await t.app.inject({ method: 'GET', url: '/api/content' })).json()

const social = (title: string) => ({ url: 'https://example.com/' + title.toLowerCase(), title, description: `${title} news` })
const socialBlock = (title: string) => ({
  title,
  subtitle: 'Sub',
  contactTitle: 'Call us',
  contactSubtitle: 'Any day',
  contactPhone: '(402) 555-0100',
  contactEmail: 'team@example.com',
  contactAddress: '1 Main St, Omaha',
  ctaTitle: 'Go',
  ctaSubtitle: 'Now',
  facebook: social('Facebook'),
  instagram: social('Instagram'),
  twitter: social('Twitter'),
  tiktok: social('TikTok'),
})

/** One valid save per endpoint, a bad body naming a field, and where the public side shows it. */
const cases: Array<{
  slug: string
  method: 'PUT' | 'POST'
  body: Record<string, unknown>
  bad: { body: Record<string, unknown>; field: string }
  shown: () => Promise<unknown>
  expected: unknown
}> = [
  {
    slug: 'hero',
    method: 'PUT',
    body: { ...CONTENT_DEFAULTS.hero, title: 'Homes Made New in Omaha', galleryImages: ['https://example.com/a.jpg'] },
    bad: { body: { ...CONTENT_DEFAULTS.hero, title: 'x'.repeat(301) }, field: 'title' },
    shown: async () => (await publicContent()).hero.title,
    expected: 'Homes Made New in Omaha',
  },
  {
    slug: 'about',
    method: 'PUT',
    body: { storyTitle: 'How It Started', story: '<p>One bungalow</p>', mission: '<p>Good homes</p>' },
    bad: { body: { storyTitle: 'A', story: 5, mission: '' }, field: 'story' },
    shown: async () => (await publicContent()).about,
    expected: { storyTitle: 'How It Started', story: '<p>One bungalow</p>', mission: '<p>Good homes</p>' },
  },
  {
    slug: 'about-us',
    method: 'PUT',
    body: { missionImage: '/media/0123456789abcdef01234567/w960.webp' },
    bad: { body: { missionImage: 'javascript:alert(1)' }, field: 'missionImage' },
    shown: async () => (await publicContent()).aboutUs.missionImage,
    expected: '/media/0123456789abcdef01234567/w960.webp',
  },
  {
    slug: 'leadership',
    method: 'PUT',
    body: { logo: 'https://example.com/logo.png' },
    bad: { body: {}, field: 'logo' },
    shown: async () => (await publicContent()).leadership.logo,
    expected: 'https://example.com/logo.png',
  },
  {
    slug: 'footer',
    method: 'PUT',
    body: {
      phone: '(402) 555-0123',
      email: 'hello@example.com',
      chrisEmail: 'chris@example.com',
      address: '12 Dodge St, Omaha',
      officeHours: 'Mon-Fri 9-5',
      socialMedia: { facebook: 'https://facebook.com/x', twitter: '', instagram: '', linkedin: '' },
    },
    bad: {
      body: { phone: '1', email: 'not-an-email', chrisEmail: '', address: '', officeHours: '', socialMedia: {} },
      field: 'email',
    },
    shown: async () => (await publicContent()).footer.address,
    expected: '12 Dodge St, Omaha',
  },
  {
    slug: 'values',
    method: 'PUT',
    body: {
      title: 'Our Values',
      description: 'What we hold',
      valuesList: [{ title: 'Honesty', description: 'Always', icon: 'fas fa-star' }],
    },
    bad: { body: { title: 'T', description: 'D', valuesList: [{ title: 'x' }] }, field: 'valuesList.0.description' },
    shown: async () => (await publicContent()).values.valuesList,
    expected: [{ title: 'Honesty', description: 'Always', icon: 'fas fa-star' }],
  },
  {
    slug: 'social-media-sales',
    method: 'PUT',
    body: socialBlock('Sales Socials'),
    bad: { body: { ...socialBlock('S'), facebook: { ...social('F'), url: 'javascript:alert(1)' } }, field: 'facebook.url' },
    shown: async () => (await generalContent()).socialMediaSales.title,
    expected: 'Sales Socials',
  },
  {
    slug: 'social-media-rentals',
    method: 'PUT',
    body: socialBlock('Rental Socials'),
    bad: { body: { ...socialBlock('R'), contactEmail: 'nope' }, field: 'contactEmail' },
    shown: async () => (await generalContent()).socialMediaRentals.title,
    expected: 'Rental Socials',
  },
  {
    slug: 'disclosures',
    method: 'PUT',
    body: { contactAgent: 'We will call you.', requestShowing: 'We will confirm.' },
    bad: { body: { contactAgent: 'x'.repeat(3001), requestShowing: '' }, field: 'contactAgent' },
    shown: async () => (await generalContent()).disclosures,
    expected: { contactAgent: 'We will call you.', requestShowing: 'We will confirm.' },
  },
  {
    slug: 'sell-to-us',
    method: 'PUT',
    body: { benefitsMedia: '/media/0123456789abcdef01234567/original.mp4' },
    bad: { body: { benefitsMedia: 'data:text/html,hi' }, field: 'benefitsMedia' },
    shown: async () => (await generalContent()).sellToUs.benefitsMedia,
    expected: '/media/0123456789abcdef01234567/original.mp4',
  },
  {
    slug: 'contact',
    method: 'PUT',
    body: { contact: { ...CONTENT_DEFAULTS.contact, phone: '(402) 555-0177', googleMapsLink: 'https://maps.google.com/?q=omaha' } },
    bad: { body: { ...CONTENT_DEFAULTS.contact }, field: 'contact' },
    shown: async () => (await publicContent()).contact.phone,
    expected: '(402) 555-0177',
  },
  {
    slug: 'vision',
    method: 'PUT',
    body: {
      ...CONTENT_DEFAULTS.vision,
      mainTitle: 'Where We Are Going',
      cityImages: [{ title: 'Papillion', description: 'Growing', image: '' }],
    },
    bad: {
      body: { ...CONTENT_DEFAULTS.vision, cityImages: [{ title: 'P', description: 'D', image: 'ftp://x' }] },
      field: 'cityImages.0.image',
    },
    shown: async () => {
      const v = (await publicContent()).vision
      return [v.mainTitle, v.cityImages]
    },
    expected: ['Where We Are Going', [{ title: 'Papillion', description: 'Growing', image: '' }]],
  },
  {
    slug: 'properties-banner',
    method: 'POST',
    body: { text: 'Fresh Homes for Sale' },
    bad: { body: { text: 7 }, field: 'text' },
    shown: async () => (await t.app.inject({ method: 'GET', url: '/api/settings/banner-text' })).json().text,
    expected: 'Fresh Homes for Sale',
  },
  {
    slug: 'rentals-banner',
    method: 'POST',
    body: { text: 'Rentals Near You' },
    bad: { body: {}, field: 'text' },
    shown: async () => (await t.app.inject({ method: 'GET', url: '/api/settings/rentals-banner-text' })).json().text,
    expected: 'Rentals Near You',
  },
  {
    slug: 'preferred-bidders-banner',
    method: 'POST',
    body: { title: 'Bid With Us', description: '<p>Licensed <strong>contractors</strong></p>' },
    bad: { body: { title: 'Bid', description: 'x'.repeat(50_001) }, field: 'description' },
    shown: async () => (await generalContent()).preferredBiddersBanner,
    expected: { title: 'Bid With Us', description: '<p>Licensed <strong>contractors</strong></p>' },
  },
  {
    slug: 'privacy-policy',
    method: 'PUT',
    body: { title: 'Privacy', body: '<p>We keep little.</p>', updated: 'November 24, 2026' },
    bad: { body: { title: 'Privacy', body: '<p>x</p>' }, field: 'updated' },
    shown: async () => (await send('GET', '/api/admin/content')).json().privacyPolicy.title,
    expected: 'Privacy',
  },
  {
    slug: 'terms-of-service',
    method: 'PUT',
    body: { title: 'Terms', body: '<p>Be kind.</p>', updated: 'November 24, 2026' },
    bad: { body: { title: 5, body: '', updated: '' }, field: 'title' },
    shown: async () => (await send('GET', '/api/admin/content')).json().termsOfService.title,
    expected: 'Terms',
  },
]

for (const dialect of dialects)
  describe(`content saves on ${dialect}`, () => {
    beforeAll(async () => {
      t = await createTestApp({ dialect })
      token = await signIn(t.app)
    })
    afterAll(() => t.close())

    it('GET /api/admin/content answers the whole content object with the team and both banners', async () => {
      const res = await send('GET', '/api/admin/content')
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.hero.title).toBe(CONTENT_DEFAULTS.hero.title)
      expect(body.team).toEqual([])
      expect(body.propertiesBanner.text).toBeTruthy()
      expect(Object.keys(body)).toEqual(expect.arrayContaining(['disclosures', 'socialMediaSales', 'vision', 'rentalsBanner', 'sellToUs']))
    })

    for (const c of cases) {
      it(`${c.method} /api/admin/content/${c.slug} validates, stores, shows at once, keeps versions and restores`, async () => {
        const url = `/api/admin/content/${c.slug}`
        const before = await c.shown()

        const bad = await send(c.method, url, c.bad.body)
        expect(bad.statusCode).toBe(400)
        expect(bad.json().message).toContain(`"${c.bad.field}`)
        expect(await c.shown()).toEqual(before)

        const saved = await send(c.method, url, c.body)
        expect(saved.statusCode, saved.body).toBe(200)
        expect(saved.json()).toMatchObject(c.body)
        expect(await c.shown()).toEqual(c.expected)

        const history = (await send('GET', `/api/admin/content/history/${c.slug}`)).json()
        expect(history).toHaveLength(2)
        expect(history[0]).toMatchObject({ section: c.slug, savedBy: 'admin', current: true })
        expect(history[1]).toMatchObject({ savedBy: '', current: false })

        const restored = await send('POST', `/api/admin/content/history/${history[1]._id}/restore`)
        expect(restored.statusCode, restored.body).toBe(200)
        expect(await c.shown()).toEqual(before)
        const after = (await send('GET', `/api/admin/content/history/${c.slug}`)).json()
        expect(after).toHaveLength(3)
        // The restore is a save of its own: the version it replaced can be restored again.
        await send('POST', `/api/admin/content/history/${after[1]._id}/restore`)
        expect(await c.shown()).toEqual(c.expected)
      })
    }

    it('PUT /api/admin/content/team saves the whole team, refuses members without name or title, gives new ones an id', async () => {
      const member = {
        name: '  Chris Jordan ',
        title: 'Founder',
        bio: '<p>Builder</p>',
        email: 'chris@example.com',
        phone: '',
        photo: '',
        linkedin: 'https://linkedin.com/in/chris',
        specialties: ['Renovation', 'Renovation', 'Sales'],
      }
      // A member without a name or title is refused, naming the field (the portal shows it under the field).
      const nameless = await send('PUT', '/api/admin/content/team', { team: [member, { ...member, name: ' ', title: 'Ghost' }] })
      expect(nameless.statusCode).toBe(400)
      expect(nameless.json().message).toBe('Invalid field "team.1.name": Give this team member a name')
      const untitled = await send('PUT', '/api/admin/content/team', { team: [{ ...member, title: ' ' }] })
      expect(untitled.json().message).toBe('Invalid field "team.0.title": Give this team member a title')
      const res = await send('PUT', '/api/admin/content/team', { team: [member] })
      expect(res.statusCode, res.body).toBe(200)
      const [saved, ...rest] = res.json().team
      expect(rest).toEqual([])
      expect(saved).toMatchObject({
        name: 'Chris Jordan',
        specialties: ['Renovation', 'Sales'],
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      })
      expect((await publicContent()).team).toEqual([saved])

      const renamed = await send('PUT', '/api/admin/content/team', { team: [{ ...saved, title: 'Owner' }] })
      expect(renamed.json().team[0]).toMatchObject({ _id: saved._id, title: 'Owner' })
      expect((await send('PUT', '/api/admin/content/team', { team: [{ ...member, linkedin: 'javascript:x' }] })).json().message).toContain(
        '"team.0.linkedin"',
      )
    })

    it('rich text saved through every rich-text field reaches no public read with scripts, handlers or javascript: links', async () => {
      const evil =
        '<p onclick="alert(1)">Hi<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><a href="https://example.com">ok</a><iframe src="https://evil.example"></iframe><svg onload="alert(5)"></svg></p>'
      await send('PUT', '/api/admin/content/about', { storyTitle: 'S', story: evil, mission: evil })
      await send('PUT', '/api/admin/content/vision', { ...CONTENT_DEFAULTS.vision, statement: evil, motivation: evil, futureGoals: evil })
      await send('POST', '/api/admin/content/preferred-bidders-banner', { title: 'B', description: evil })
      const member = { name: 'N', title: 'T', bio: evil, email: '', phone: '', photo: '', linkedin: '', specialties: [] }
      await send('PUT', '/api/admin/content/team', { team: [member] })

      const texts = [
        JSON.stringify(await publicContent()),
        JSON.stringify(await generalContent()),
        JSON.stringify((await send('GET', '/api/admin/content')).json()),
      ]
      for (const text of texts) {
        expect(text).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|<img/i)
      }
      const p = await publicContent()
      for (const html of [p.about.story, p.about.mission, p.vision.statement, p.vision.motivation, p.vision.futureGoals, p.team[0].bio]) {
        expect(html).toContain('<a rel="noopener noreferrer" href="https://example.com">ok</a>')
      }
    })

    it('a restore of an unknown version answers 404', async () => {
      const res = await send('POST', '/api/admin/content/history/0123456789abcdef01234567/restore')
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('No such saved version')
    })
  })
