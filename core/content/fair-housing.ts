import { COMPANY_NAME } from './content-defaults.ts'

// The Equal Housing Opportunity statement every public page, mail and flyer carries
// (docs/decisions/0134-fair-housing-statement.md): HUD's advertising guidance asks for the logo or the
// statement; the classes are those of the federal Fair Housing Act and those Omaha's housing ordinance
// (Omaha Municipal Code 13-321 to 13-330) adds.

/** The classes the federal Fair Housing Act protects (42 U.S.C. 3604). */
export const FEDERAL_PROTECTED_CLASSES = ['race', 'color', 'religion', 'sex', 'disability', 'familial status', 'national origin'] as const
/** The classes Omaha's housing ordinance adds to them. */
export const OMAHA_PROTECTED_CLASSES = ['creed', 'marital status', 'age (40 and over)'] as const

export const EQUAL_HOUSING_OPPORTUNITY = 'Equal Housing Opportunity'

const list = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`

/** The statement, the same words everywhere. */
export const FAIR_HOUSING_STATEMENT =
  `${EQUAL_HOUSING_OPPORTUNITY}. We are pledged to the letter and spirit of U.S. policy for the achievement of equal housing ` +
  `opportunity throughout the Nation. We do not discriminate in the sale, rental or financing of housing because of ` +
  `${list(FEDERAL_PROTECTED_CLASSES)} (federal Fair Housing Act), or because of ${list(OMAHA_PROTECTED_CLASSES)} ` +
  `(City of Omaha ordinance).`

/** The brokerage as staff set it in the footer section of the content manager. */
export interface Brokerage {
  brokerageName: string
  licenseNumber: string
}

/** The attribution line in two parts: the name (set large on pages) and ", licensed real estate brokerage, …". */
export function brokerageParts({ brokerageName, licenseNumber }: Brokerage): { name: string; rest: string } {
  const name = brokerageName.trim() || COMPANY_NAME
  const license = licenseNumber.trim()
  return { name, rest: license ? `, licensed real estate brokerage, Nebraska license no. ${license}` : ', real estate brokerage' }
}

/** "Heartland Home Partners, licensed real estate brokerage, Nebraska license no. 123": the attribution line. */
export function brokerageLine(brokerage: Brokerage): string {
  const { name, rest } = brokerageParts(brokerage)
  return name + rest
}
