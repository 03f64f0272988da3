import { COMPANY_NAME } from '#core/content/content-defaults.ts'

/** Page title and description in one place: "{Page} | {Company}". */
export function pageMeta(title: string, description: string) {
  return [{ title: title === COMPANY_NAME ? title : `${title} | ${COMPANY_NAME}` }, { name: 'description', content: description }]
}

/** A page opened by a mail's private link: titled as any page, kept out of search engines. */
export const privatePageMeta = (title: string, description: string) => [
  ...pageMeta(title, description),
  { name: 'robots', content: 'noindex' },
]

/** A private page's loader answer: what the address's token opens (null for nothing), and the token when it opened something. */
export async function privateLinkView<T>(request: Request, read: (token: string) => Promise<T | undefined>) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const view = token ? await read(token) : undefined
  return { view: view ?? null, token: view ? token : '' }
}
