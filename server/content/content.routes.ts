import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BannerTextSchema, GeneralContentSchema, PublicContentSchema } from '#core/content/content.ts'
import type { ContentCatalog } from './content.catalog.ts'

export const contentRoutes: FastifyPluginAsyncZod<{ catalog: ContentCatalog }> = async (app, { catalog }) => {
  app.get(
    '/api/admin/content/public',
    {
      schema: {
        tags: ['content'],
        summary: 'Public site content: hero, about, values, leadership, team, footer, contact, vision (no sign-in)',
        response: { 200: PublicContentSchema },
      },
    },
    () => catalog.publicContent(),
  )

  app.get(
    '/api/content',
    {
      schema: {
        tags: ['content'],
        summary: 'General content: disclosures, social-media blocks, preferred bidders banner, sell-to-us media',
        response: { 200: GeneralContentSchema },
      },
    },
    () => catalog.generalContent(),
  )

  app.get(
    '/api/settings/banner-text',
    { schema: { tags: ['content'], summary: 'Banner title of the homes-for-sale page', response: { 200: BannerTextSchema } } },
    async () => ({ text: await catalog.bannerText('properties') }),
  )

  app.get(
    '/api/settings/rentals-banner-text',
    { schema: { tags: ['content'], summary: 'Banner title of the rentals page', response: { 200: BannerTextSchema } } },
    async () => ({ text: await catalog.bannerText('rentals') }),
  )
}
