import type { Route } from './+types/contact'
import { PageHeader } from '~/components/page-header'
import { MailIcon, PhoneIcon, PinIcon } from '~/components/icons'
import { readPublicContent } from '~/lib/layout-data.server'
import { pageMeta } from '~/lib/meta'

export async function loader({ context }: Route.LoaderArgs) {
  return { contact: (await readPublicContent(context)).contact }
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Contact Us', 'Call, email or visit our Omaha office. We answer within one business day.')

export default function Contact({ loaderData: { contact } }: Route.ComponentProps) {
  const directions = contact.googleMapsLink || `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contact.address)}`
  return (
    <>
      <PageHeader title="Contact Us" intro="Questions about a home, a rental or selling your house? We're here to help." />
      <section className="section">
        <div className="container service-grid">
          <article className="service-card">
            <span className="service-icon">
              <PhoneIcon size={26} />
            </span>
            <h2>Call Us</h2>
            <p>{contact.phoneDescription}</p>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
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
            <p>{contact.address}</p>
            <a href={directions} target="_blank" rel="noopener noreferrer">
              Get Directions
            </a>
          </article>
        </div>
      </section>
    </>
  )
}
