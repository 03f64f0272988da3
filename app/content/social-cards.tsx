import { withHttps } from '#core/format.ts'
import { SOCIAL_ICONS as PLATFORMS } from '#app/ui/icons.tsx'

type Link = { url: string; title: string; description: string }
export type SocialBlock = Record<(typeof PLATFORMS)[number]['key'], Link>

/** One card per platform that has a url (the Our Vision social cards); nothing when none has. */
export function SocialCards({ block }: { block: SocialBlock }) {
  const present = PLATFORMS.filter((p) => block[p.key].url.trim())
  if (present.length === 0) return null
  return (
    <div className="service-grid">
      {present.map(({ key, Icon }) => (
        <a key={key} className="service-card social-card" href={withHttps(block[key].url)} target="_blank" rel="noopener noreferrer">
          <span className="service-icon">
            <Icon size={24} />
          </span>
          <span>
            <h3>{block[key].title}</h3>
            <p>{block[key].description}</p>
            <span className="sr-only"> (opens in a new tab)</span>
          </span>
        </a>
      ))}
    </div>
  )
}

/** Whether a social block has any platform with a url. */
export const hasSocial = (block: SocialBlock) => PLATFORMS.some((p) => block[p.key].url.trim())
