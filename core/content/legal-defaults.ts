import type { LegalContent } from './content.ts'

// Default text of /privacy and /terms, editable later as content
// (privacyPolicy, termsOfService). The retention periods are recorded in
// docs/decisions/0052-data-retention.md; change both together.

const COMPANY = 'Heartland Home Partners'
const UPDATED = 'November 24, 2026'

/** How long each kind of record is kept (privacy policy; docs/decisions/0052-data-retention.md). */
export const RETENTION = {
  inquiries: '24 months after our last contact with you',
  bidderApplications: 'for as long as you are on our preferred bidders list and 3 years after, or 12 months if we do not add you',
  subscribers: 'until you unsubscribe; the address is deleted at once',
  rentalApplications:
    '2 years after our decision on it (or after you withdraw it); an application still being decided is kept until it is decided',
  mailCopies: '90 days',
  signedDisclosures: '5 years after you sign it, as Nebraska real estate rules require, even if the request it came with is deleted sooner',
  serverLogs: '30 days',
} as const

/** The periods above as the retention job applies them (server/retention/retention.service.ts); change both together. */
export const RETENTION_PERIODS = {
  /** Inquiries of every kind, after the last contact (a staff note or status change, a mail). */
  inquiryMonths: 24,
  /** Applications never added to the list (declined or undecided), after the last activity. */
  notAddedApplicationMonths: 12,
  /** Applications of bidders once on the list and no longer (approved, later declined). */
  formerBidderMonths: 36,
  /**
   * Rental applications with their files, after the decision (approved, declined, withdrawn); open ones are kept. The
   * default of RENTAL_RETENTION_MONTHS: fair-housing and adverse-action records are commonly kept 2 to 3 years.
   */
  rentalApplicationMonths: 24,
  /** Copies of mail sent or given up on. */
  mailCopyDays: 90,
  /** A signed licensee-interest disclosure, after its signature (docs/decisions/0155-licensee-disclosures.md). */
  signedDisclosureMonths: 60,
  /**
   * The changes of public listings the saved-search alerts are made from, and the record of which went to whom
   * (docs/decisions/0161-saved-searches-and-alerts.md): longer than a weekly digest's period.
   */
  listingChangeDays: 35,
} as const

export const LEGAL_DEFAULTS: LegalContent = {
  privacyPolicy: {
    title: 'Privacy Policy',
    updated: UPDATED,
    body: `<p>${COMPANY} ("we", "us") buys, renovates, sells and rents homes in the Omaha, Nebraska area. This policy explains what we collect through this website, why, and how long we keep it.</p>
<h2>What our forms collect</h2>
<ul>
<li><strong>Property inquiries and tour requests</strong> (Contact Agent, Schedule Tour): your name, email address, phone number, preferred contact method, preferred date and time, your message and the property you asked about.</li>
<li><strong>Express Interest</strong> on an upcoming home: your name, email address, phone number, message and the home.</li>
<li><strong>Consultation requests</strong> (Agents page): your name, email address, phone number, preferred time and message.</li>
<li><strong>Contact form</strong> (Contact page): your name, email address, phone number and message.</li>
<li><strong>Sell To Us</strong>: your name, email address, phone number, the property address, property type, timeframe and any details you add.</li>
<li><strong>Preferred bidder applications</strong>: company and contact details, licence, insurance and bonding information, experience, trades, service area, references, compliance answers, and the files you upload (certificate of insurance, project files, capability statement).</li>
<li><strong>Get Notified</strong>: your email address, to tell you about new upcoming homes.</li>
<li><strong>Saved searches and saved homes by email</strong>: your email address, the searches and homes you save and how often you want to hear, to email you about new matching homes and changes to the homes you follow.</li>
</ul>
<h2>How we use it</h2>
<p>Only to answer you: an agent or our office contacts you about the request you made, and we send a confirmation of it by email. We review bidder applications to decide whom to invite to bid. We do not sell or rent your information, and we do not use it for advertising.</p>
<h2>Who sees it</h2>
<p>Our staff and the listing agent of the property you asked about. Our email and hosting providers process it on our behalf. We disclose information when the law requires it.</p>
<h2>How long we keep it</h2>
<ul>
<li>Inquiries, tour, consultation, contact, interest and sell-to-us requests: ${RETENTION.inquiries}.</li>
<li>Preferred bidder applications and their files: ${RETENTION.bidderApplications}.</li>
<li>Rental applications and their files (ID, proof of income): ${RETENTION.rentalApplications}.</li>
<li>A licensee-interest disclosure you sign (our statement that we buy and sell homes for our own account): ${RETENTION.signedDisclosures}; one you do not sign goes with your request.</li>
<li>Get Notified addresses: ${RETENTION.subscribers}. Every notification email has an unsubscribe link.</li>
<li>Saved searches and saved homes by email: until you delete them or unsubscribe (every alert links to a page listing them all); an address that was never confirmed is deleted after a week.</li>
<li>Copies of emails we send: ${RETENTION.mailCopies}. Server logs: ${RETENTION.serverLogs}.</li>
</ul>
<h2>Cookies</h2>
<p>The public website sets no tracking or advertising cookies. The staff portal uses a session for signed-in staff only.</p>
<h2>Your choices</h2>
<p>You can ask us what we hold about you, ask us to correct it or to delete it, by email or phone through our <a href="/contact">Contact page</a>. We answer within 30 days.</p>`,
  },
  termsOfService: {
    title: 'Terms of Service',
    updated: UPDATED,
    body: `<p>These terms apply to your use of the ${COMPANY} website. By using it you accept them.</p>
<h2>Listings and information</h2>
<p>We describe our homes as accurately as we can, but prices, availability, features, measurements and photos may change or contain errors and are not an offer. Estimated prices of upcoming homes are estimates. Confirm every detail with an agent and through your own inspection before you rely on it.</p>
<h2>Mortgage calculators</h2>
<p>The calculators give rough estimates for illustration only. They are not a loan offer or financial advice; your lender decides your rate, payment and costs.</p>
<h2>Cash offers</h2>
<p>A request through Sell To Us does not oblige you or us to anything. Any offer we make is valid only in writing and subject to a walk-through and a signed purchase agreement.</p>
<h2>Preferred bidders</h2>
<p>Applying does not guarantee an invitation to bid or any work. Contractors we work with sign a separate agreement.</p>
<h2>Using the site</h2>
<p>Do not misuse the forms: send only true information about yourself, no unlawful or abusive content, and no automated submissions. We may refuse or delete requests that break these rules.</p>
<h2>Content</h2>
<p>The text, photos and design of this website belong to ${COMPANY} or its licensors. You may share links to our listings; please ask before reusing our photos or text.</p>
<h2>Links to other sites</h2>
<p>Links to lenders, partners and social networks lead to sites we do not control; their own terms apply there.</p>
<h2>Liability</h2>
<p>The website is provided as it is. To the extent the law allows, we are not liable for losses caused by relying on its information or by it being unavailable.</p>
<h2>Law</h2>
<p>These terms are governed by the laws of the State of Nebraska. Questions? Reach us through our <a href="/contact">Contact page</a>.</p>`,
  },
}
