import { Link } from 'react-router'
import type { FooterContent } from './shell-content.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { COPYRIGHT_YEAR } from '#core/constants.ts'
import { withHttps } from '#core/format.ts'
import { ContactLine } from '#app/ui/contact-line.tsx'
import { SOCIAL } from './social-links.ts'
import { FairHousingNotice } from './fair-housing-notice.tsx'
import { PageLinkList, pageLinks } from './page-links.tsx'
import { MoneyNotice } from './money-notice.tsx'

const FOOTER_LINKS = pageLinks({
  '/': 'Home',
  '/properties': 'Buy',
  '/rentals': 'Rentals',
  '/upcoming': 'Upcoming',
  '/mortgage-calculator': 'Mortgage Calculator',
  '/agents': 'Agents',
  '/about': 'Our Leadership',
  '/contact': 'Contact',
  '/sitemap': 'Sitemap',
})

export function SiteFooter({ footer }: { footer: FooterContent }) {
  const social = SOCIAL.filter((s) => footer.socialMedia[s.key]?.trim())
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-title">
            {COMPANY_NAME}
          </h2>
          <p className="footer-text">Buying, renovating, selling and renting homes across Omaha, Nebraska and Council Bluffs, Iowa.</p>
          {social.length > 0 && (
            <ul className="social-links">
              {social.map(({ key, label, Icon }) => (
                <li key={key}>
                  <a
                    href={withHttps(footer.socialMedia[key]!)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${COMPANY_NAME} on ${label}`}
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-title">
            Quick Links
          </h2>
          <PageLinkList className="footer-links" links={FOOTER_LINKS} />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            Contact Us
          </h2>
          <ul className="footer-contact">
            <ContactLine kind="phone" text={footer.phone} />
            <ContactLine kind="email" text={footer.email} />
            <ContactLine kind="address" text={footer.address} />
            <ContactLine kind="hours" text={footer.officeHours} />
          </ul>
        </section>
      </div>
      <FairHousingNotice brokerage={footer} className="container fair-housing" />
      <MoneyNotice className="container money-notice" />
      <div className="container footer-bottom">
        <p>
          © {COPYRIGHT_YEAR} {COMPANY_NAME}. All rights reserved.
        </p>
        <p className="footer-legal">
          <Link to="/privacy">Privacy Policy</Link>
          <span aria-hidden="true">·</span>
          <Link to="/terms">Terms of Service</Link>
        </p>
      </div>
    </footer>
  )
}
