import { useId, useState } from 'react'
import type { TeamMember } from '#core/people/people.ts'
import type { MediaImage } from '#core/media.ts'
import { previewWords } from '#core/text-preview.ts'
import { withHttps } from '#core/format.ts'
import { ContentImage } from './content-image.tsx'
import { LinkedinIcon, MailIcon, PhoneIcon } from '#app/ui/icons.tsx'
import { useT } from '#app/i18n/use-t.ts'
import type { InLanguage } from '#core/content/content-spanish.ts'
import { EnglishOnlyNote, langOf } from './english-only.tsx'

/**
 * One leader of Our Leadership: photo, name, title, the rich-text bio
 * cut at 15 words with a Read more / Show less button per member,
 * LinkedIn, email and phone.
 */
export function TeamMemberRow({ member: m, images }: { member: InLanguage<TeamMember>; images: Record<string, MediaImage> }) {
  const id = useId()
  const { t } = useT('content')
  const [expanded, setExpanded] = useState(false)
  const preview = previewWords(m.bio)
  const tel = m.phone.replace(/[^\d+]/g, '')
  return (
    <article className="team-row" aria-labelledby={`${id}-name`} data-reveal>
      {m.photo ? (
        <ContentImage url={m.photo} images={images} alt={t('team.portrait', { name: m.name })} sizes="200px" width={600} height={600} />
      ) : (
        <span aria-hidden="true" />
      )}
      <div>
        <h2 id={`${id}-name`}>{m.name}</h2>
        <p className="member-title" lang={langOf(m.english, 'title')}>
          {m.title}
        </p>
        <div id={`${id}-bio`} className="rich-text member-bio" lang={langOf(m.english, 'bio')}>
          {preview.truncated && !expanded ? <p>{preview.text}</p> : <div dangerouslySetInnerHTML={{ __html: m.bio }} />}
        </div>
        {preview.truncated && (
          <button
            type="button"
            className="link-button bio-toggle"
            aria-expanded={expanded}
            aria-controls={`${id}-bio`}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? t('team.showLess') : t('team.readMore')}
            <span className="sr-only"> {t('team.about', { name: m.name })}</span>
          </button>
        )}
        <EnglishOnlyNote english={m.english} paths={['title', 'bio', 'specialties']} />
        {m.specialties.length > 0 && (
          <ul className="chip-list" aria-label={t('team.specialties', { name: m.name })}>
            {m.specialties.map((s, i) => (
              <li key={`${i}-${s}`} lang={langOf(m.english, `specialties.${i}`)}>
                {s}
              </li>
            ))}
          </ul>
        )}
        <ul className="member-links">
          {m.linkedin && (
            <li>
              <a href={withHttps(m.linkedin)} target="_blank" rel="noopener noreferrer">
                <LinkedinIcon size={18} /> {t('team.linkedin')}
                <span className="sr-only"> {t('team.linkedinProfile', { name: m.name })}</span>
              </a>
            </li>
          )}
          {m.email && (
            <li>
              <a href={`mailto:${m.email}`}>
                <MailIcon size={18} /> {m.email}
              </a>
            </li>
          )}
          {tel && (
            <li>
              <a href={`tel:${tel}`}>
                <PhoneIcon size={18} /> {m.phone}
              </a>
            </li>
          )}
        </ul>
      </div>
    </article>
  )
}
