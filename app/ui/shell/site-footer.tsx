import { Link } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import type { FooterContent } from './shell-content.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { COPYRIGHT_YEAR } from '#core/constants.ts'
import { withHttps } from '#core/format.ts'
import { ContactLine } from '#app/ui/contact-line.tsx'
import { SOCIAL } from './social-links.ts'
import { FairHousingNotice } from './fair-housing-notice.tsx'
import { PageLinkList, pageLinks } from './page-links.tsx'
import { MoneyNotice } from './money-notice.tsx'
import type { InLanguage } from '#core/content/content-spanish.ts'
import { EnglishOnlyNote, langOf } from '#app/content/english-only.tsx'

const FOOTER_LINKS = pageLinks({
  '/': 'nav.home',
  '/properties': 'nav.buy',
  '/rentals': 'nav.rentals',
  '/upcoming': 'nav.upcoming',
  '/mortgage-calculator': 'nav.mortgageCalculator',
  '/agents': 'nav.agents',
  '/about': 'nav.leadership',
  '/contact': 'footer.contact',
  '/sitemap': 'footer.sitemap',
})

export function SiteFooter({ footer }: { footer: InLanguage<FooterContent> }) {
  const { t, href } = useT()
  const social = SOCIAL.filter((s) => footer.socialMedia[s.key]?.trim())
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-title">
            {COMPANY_NAME}
          </h2>
          <p className="footer-text">{t('footer.about')}</p>
          {social.length > 0 && (
            <ul className="social-links">
              {social.map(({ key, label, Icon }) => (
                <li key={key}>
                  <a
                    href={withHttps(footer.socialMedia[key]!)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.socialOn', { company: COMPANY_NAME, network: label })}
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
            {t('footer.quickLinks')}
          </h2>
          <PageLinkList className="footer-links" links={FOOTER_LINKS.map((l) => ({ to: href(l.to), label: t(l.label) }))} />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            {t('footer.contactUs')}
          </h2>
          <ul className="footer-contact">
            <ContactLine kind="phone" text={footer.phone} />
            <ContactLine kind="email" text={footer.email} />
            <ContactLine kind="address" text={footer.address} />
            <ContactLine kind="hours" text={footer.officeHours} lang={langOf(footer.english, 'officeHours')} />
          </ul>
          <EnglishOnlyNote english={footer.english} paths={['officeHours']} />
        </section>
      </div>
      <FairHousingNotice brokerage={footer} className="container fair-housing" />
      <MoneyNotice className="container money-notice" />
      <div className="container footer-bottom">
        <p>{t('footer.rights', { year: COPYRIGHT_YEAR, company: COMPANY_NAME })}</p>
        <p className="footer-legal">
          <Link to={href('/privacy')}>{t('footer.privacy')}</Link>
          <span aria-hidden="true">·</span>
          <Link to={href('/terms')}>{t('footer.terms')}</Link>
        </p>
      </div>
    </footer>
  )
}
