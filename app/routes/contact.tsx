import type { Route } from './+types/contact'
import { langOfPath } from '#core/i18n/locale.ts'
import { withHttps } from '#core/format.ts'
import { OfficeRequestForm } from '#app/leads/office-request-form.tsx'
import { MailIcon, PhoneIcon, PinIcon } from '#app/ui/icons.tsx'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { businessJsonLd, pageSeo } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { ContactLine, telHref } from '#app/ui/contact-line.tsx'
import { SOCIAL } from '#app/ui/shell/social-links.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const c = await readPublicContent(context)
  return { contact: c.contact, footer: c.footer, publicUrl: context.publicConfig.publicUrl }
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
  return (
    <CompanyPage eyebrow="Contact" title="Contact Us" intro="Questions about a home, a rental or selling your house? We're here to help.">
      <section className="section" aria-label="Ways to reach us">
        <div className="container service-grid contact-cards">
          <article className="service-card">
            <span className="service-icon">
              <PhoneIcon size={26} />
            </span>
            <h2>Call Us</h2>
            <p>{contact.phoneDescription}</p>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </article>
          <article className="service-card">
            <span className="service-icon">
              <MailIcon size={26} />
            </span>
            <h2>Email Us</h2>
            <p>{contact.emailDescription}</p>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </article>
          <article className="service-card">
            <span className="service-icon">
              <PinIcon size={26} />
            </span>
            <h2>Visit Us</h2>
            <p>{contact.locationDescription}</p>
            <p className="contact-address">{contact.address}</p>
            <a href={directionsUrl(contact)} target="_blank" rel="noopener noreferrer">
              Get Directions<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </article>
        </div>
      </section>
      <section className="section section-alt" aria-label="Write to us">
        <div className="container contact-layout">
          <div>
            <h2>Why Choose Us</h2>
            <p>
              We are a local Omaha team, not a call centre. The people who answer your call are the people who buy, renovate, sell and
              manage our homes, so you get straight answers about a house, a lease or a cash offer, usually the same day.
            </p>
            <h3>Reach us directly</h3>
            <ul className="contact-block">
              <ContactLine kind="phone" text={footer.phone || contact.phone} />
              <ContactLine kind="email" text={footer.email || contact.email} />
              {footer.chrisEmail && <ContactLine kind="email" text={footer.chrisEmail} />}
              <ContactLine kind="address" text={footer.address || contact.address} />
              <ContactLine kind="hours" text={footer.officeHours} />
            </ul>
            {social.length > 0 && (
              <>
                <h3>Follow us</h3>
                <ul className="social-row">
                  {social.map(({ key, label, Icon }) => (
                    <li key={key}>
                      <a href={withHttps(footer.socialMedia[key]!)} target="_blank" rel="noopener noreferrer">
                        <Icon size={18} /> {label}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="form-card">
            <h2>Send Us a Message</h2>
            <OfficeRequestForm kind="contact" />
          </div>
        </div>
      </section>
    </CompanyPage>
  )
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  pageSeo({
    lang: langOfPath(location.pathname),
    title: 'Contact Us',
    description: 'Call, email, visit or write to our Omaha office. We answer within one business day.',
    path: '/contact',
    publicUrl: data?.publicUrl,
    jsonLd: data
      ? businessJsonLd(data.publicUrl, data.contact, { openingHours: data.footer.officeHours, hasMap: directionsUrl(data.contact) })
      : undefined,
  })
