import type { Route } from './+types/contact'
import { langOfPath } from '#core/i18n/locale.ts'
import { withHttps } from '#core/format.ts'
import { OfficeRequestForm } from '#app/leads/office-request-form.tsx'
import { MailIcon, PhoneIcon, PinIcon } from '#app/ui/icons.tsx'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { businessJsonLd, pageSeoIn } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { ContactLine, telHref } from '#app/ui/contact-line.tsx'
import { SOCIAL } from '#app/ui/shell/social-links.ts'
import { inLanguage } from '#core/content/content-spanish.ts'
import { EnglishOnlyNote, langOf } from '#app/content/english-only.tsx'
import { useT } from '#app/i18n/use-t.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const c = await readPublicContent(context)
  const lang = langOfPath(new URL(request.url).pathname)
  return { contact: inLanguage(c.contact, lang), footer: inLanguage(c.footer, lang), publicUrl: context.publicConfig.publicUrl }
}

/** The configurable maps link, or else a maps search of the address. */
export const directionsUrl = (contact: { googleMapsLink: string; address: string }) =>
  contact.googleMapsLink.trim()
    ? withHttps(contact.googleMapsLink)
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contact.address)}`

/**
 * Contact: hero, the call / email / visit cards, why choose us,
 * social links, the contact block with the staff email, and a message form.
 */
export default function Contact({ loaderData: { contact, footer } }: Route.ComponentProps) {
  const social = SOCIAL.filter((s) => footer.socialMedia[s.key]?.trim())
  const { t } = useT('company')
  return (
    <CompanyPage eyebrow={t('contact.eyebrow')} title={t('contact.title')} intro={t('contact.intro')}>
      <section className="section" aria-label={t('contact.waysLabel')}>
        <div className="container">
          <EnglishOnlyNote english={contact.english} paths={['phoneDescription', 'emailDescription', 'locationDescription']} />
        </div>
        <div className="container service-grid contact-cards">
          <article className="service-card">
            <span className="service-icon">
              <PhoneIcon size={26} />
            </span>
            <h2>{t('contact.call')}</h2>
            <p lang={langOf(contact.english, 'phoneDescription')}>{contact.phoneDescription}</p>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </article>
          <article className="service-card">
            <span className="service-icon">
              <MailIcon size={26} />
            </span>
            <h2>{t('contact.email')}</h2>
            <p lang={langOf(contact.english, 'emailDescription')}>{contact.emailDescription}</p>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </article>
          <article className="service-card">
            <span className="service-icon">
              <PinIcon size={26} />
            </span>
            <h2>{t('contact.visit')}</h2>
            <p lang={langOf(contact.english, 'locationDescription')}>{contact.locationDescription}</p>
            <p className="contact-address">{contact.address}</p>
            <a href={directionsUrl(contact)} target="_blank" rel="noopener noreferrer">
              {t('contact.directions')}
              <span className="sr-only"> {t('content:newTab')}</span>
            </a>
          </article>
        </div>
      </section>
      <section className="section section-alt" aria-label={t('contact.writeLabel')}>
        <div className="container contact-layout">
          <div>
            <h2>{t('contact.whyTitle')}</h2>
            <p>{t('contact.whyText')}</p>
            <h3>{t('contact.reach')}</h3>
            <ul className="contact-block">
              <ContactLine kind="phone" text={footer.phone || contact.phone} />
              <ContactLine kind="email" text={footer.email || contact.email} />
              {footer.chrisEmail && <ContactLine kind="email" text={footer.chrisEmail} />}
              <ContactLine kind="address" text={footer.address || contact.address} />
              <ContactLine kind="hours" text={footer.officeHours} lang={langOf(footer.english, 'officeHours')} />
            </ul>
            {social.length > 0 && (
              <>
                <h3>{t('contact.follow')}</h3>
                <ul className="social-row">
                  {social.map(({ key, label, Icon }) => (
                    <li key={key}>
                      <a href={withHttps(footer.socialMedia[key]!)} target="_blank" rel="noopener noreferrer">
                        <Icon size={18} /> {label}
                        <span className="sr-only"> {t('content:newTab')}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="form-card">
            <h2>{t('contact.message')}</h2>
            <OfficeRequestForm kind="contact" />
          </div>
        </div>
      </section>
    </CompanyPage>
  )
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  pageSeoIn(location, matches, 'company', ['contact.title', 'contact.metaDescription'], {
    path: '/contact',
    publicUrl: data?.publicUrl,
    jsonLd: data
      ? businessJsonLd(data.publicUrl, data.contact, { openingHours: data.footer.officeHours, hasMap: directionsUrl(data.contact) })
      : undefined,
  })
