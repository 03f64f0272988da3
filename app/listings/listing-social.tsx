import type { z } from 'zod'
import type { SocialMediaBlockSchema } from '#core/content/content.ts'
import { withHttps } from '#core/format.ts'
import { EmailText } from '#app/ui/email-text.tsx'
import { useT } from '#app/i18n/use-t.ts'
import type { InLanguage } from '#core/content/content-spanish.ts'
import { EnglishOnlyNote, langOf } from '#app/content/english-only.tsx'
import { telHref } from '#app/ui/contact-line.tsx'
import { MailIcon, PhoneIcon, PinIcon, SOCIAL_ICONS as PLATFORMS } from '#app/ui/icons.tsx'

type SocialBlock = z.infer<typeof SocialMediaBlockSchema>

/**
 * Social and contact section of the property page: the
 * sales block on sale listings, the rentals block on rentals, both managed in
 * the admin portal. A platform without a link is left out.
 */
export function ListingSocial({ block }: { block: InLanguage<SocialBlock> }) {
  const { t } = useT('property')
  // Each staff-written text in the page's language, or its English, lang="en", under the block's note.
  const en = (path: string) => langOf(block.english, path)
  const links = PLATFORMS.map((p) => ({ ...p, ...block[p.key], url: withHttps(block[p.key].url) })).filter((p) => p.url)
  return (
    <section className="ps" aria-labelledby="property-social-title">
      <div className="container ps-grid">
        <div className="ps-follow">
          <h2 id="property-social-title" lang={en('title')}>
            {block.title}
          </h2>
          {block.subtitle && (
            <p className="ps-lead" lang={en('subtitle')}>
              {block.subtitle}
            </p>
          )}
          <EnglishOnlyNote english={block.english} paths={['title', 'subtitle', ...PLATFORMS.map((p) => p.key)]} />
          {links.length > 0 && (
            <ul className="ps-links">
              {links.map(({ key, Icon, url, title, description }) => (
                <li key={key}>
                  <a href={url} target="_blank" rel="noopener noreferrer" className={`ps-link ps-${key}`}>
                    <span className="ps-icon">
                      <Icon size={22} />
                    </span>
                    <span className="ps-link-text">
                      <strong lang={en(`${key}.title`)}>{title}</strong>
                      {description && <small lang={en(`${key}.description`)}>{description}</small>}
                    </span>
                    <span className="sr-only"> {t('newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ps-contact">
          <h3 lang={en('contactTitle')}>{block.contactTitle}</h3>
          {block.contactSubtitle && (
            <p className="muted" lang={en('contactSubtitle')}>
              {block.contactSubtitle}
            </p>
          )}
          <EnglishOnlyNote english={block.english} paths={['contactTitle', 'contactSubtitle']} />
          <ul className="ps-contact-list">
            {block.contactPhone && (
              <li>
                <PhoneIcon size={18} />
                <a href={telHref(block.contactPhone)}>{block.contactPhone}</a>
              </li>
            )}
            {block.contactEmail && (
              <li>
                <MailIcon size={18} />
                <a href={`mailto:${block.contactEmail}`}>
                  <EmailText email={block.contactEmail} />
                </a>
              </li>
            )}
            {block.contactAddress && (
              <li>
                <PinIcon size={18} />
                <span>{block.contactAddress}</span>
              </li>
            )}
          </ul>
          <div className="ps-cta">
            <h3>{block.ctaTitle}</h3>
            {block.ctaSubtitle && <p>{block.ctaSubtitle}</p>}
            <div className="ps-cta-actions">
              <a href="#property-agent" className="btn btn-accent">
                {t('social.message')}
              </a>
              {block.contactPhone && (
                <a href={telHref(block.contactPhone)} className="btn btn-outline-light">
                  {t('social.call')}
                </a>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
