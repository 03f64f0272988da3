import { withHttps } from '#core/format.ts'
import { SOCIAL_ICONS as PLATFORMS } from '#app/ui/icons.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { langOf } from './english-only.tsx'

type Link = { url: string; title: string; description: string }
export type SocialBlock = Record<(typeof PLATFORMS)[number]['key'], Link>

/** One card per platform that has a url (the Our Vision social cards); nothing when none has. */
export function SocialCards({
  block,
  english = [],
}: {
  block: SocialBlock
  /** Its texts shown in English on a Spanish page, as paths ("socialMedia.facebook.title"). */ english?: readonly string[]
}) {
  const { t } = useT('content')
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
            <h3 lang={langOf(english, `socialMedia.${key}.title`)}>{block[key].title}</h3>
            <p lang={langOf(english, `socialMedia.${key}.description`)}>{block[key].description}</p>
            <span className="sr-only"> {t('newTab')}</span>
          </span>
        </a>
      ))}
    </div>
  )
}

/** Whether a social block has any platform with a url. */
export const hasSocial = (block: SocialBlock) => PLATFORMS.some((p) => block[p.key].url.trim())
