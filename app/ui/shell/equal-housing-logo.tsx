import { EQUAL_HOUSING_OPPORTUNITY } from '#core/content/fair-housing.ts'

/** The words drawn in the mark: HUD's, in English on every page (its spoken name is `label`, in the page's language). */
const MARK_WORDS = ['EQUAL HOUSING', 'OPPORTUNITY']

/**
 * The Equal Housing Opportunity mark (a house with an equals sign) drawn inline, so it prints and never fails to
 * load. HUD's advertising guidance asks that it be at least as large as any other logo on the page: the site's logo
 * is 40 px (app/ui/shell/logo.tsx), this one is 56 px unless a larger size is asked for.
 */
export function EqualHousingLogo({
  size = 56,
  className,
  label = EQUAL_HOUSING_OPPORTUNITY,
}: {
  size?: number
  className?: string
  /** Its name in the page's language; the drawn words are the mark's own. */
  label?: string
}) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={label} focusable="false">
      <title>{label}</title>
      {/* The house: its outline drawn as a filled shape with the inside cut out. */}
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M50 4 L96 40 L86 40 L86 74 L14 74 L14 40 L4 40 Z M50 17 L24 37 L24 65 L76 65 L76 37 Z"
      />
      <rect x="33" y="40" width="34" height="7" fill="currentColor" />
      <rect x="33" y="53" width="34" height="7" fill="currentColor" />
      {MARK_WORDS.map((words, i) => (
        <text
          key={words}
          x="50"
          y={87 + i * 11}
          textAnchor="middle"
          fontSize="10.5"
          fontWeight="700"
          fill="currentColor"
          fontFamily="Arial, sans-serif"
        >
          {words}
        </text>
      ))}
    </svg>
  )
}
