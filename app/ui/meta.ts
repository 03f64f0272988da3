import { COMPANY_NAME } from '#core/content/content-defaults.ts'

/** Page title and description in one place: "{Page} | {Company}". */
export function pageMeta(title: string, description: string) {
  return [{ title: title === COMPANY_NAME ? title : `${title} | ${COMPANY_NAME}` }, { name: 'description', content: description }]
}
