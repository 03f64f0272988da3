import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

// The route tables of docs/product.md#route-table and
// docs/product.md#portal-layout-and-navigation: public routes in the public
// layout, /admin paths in the admin layout.
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('properties', 'routes/properties.tsx'),
    route('rentals', 'routes/rentals.tsx'),
    route('upcoming', 'routes/upcoming.tsx'),
    route('property/:id', 'routes/property.tsx'),
    // A rental's criteria page and application (docs/decisions/0131-rental-application-pages.md).
    route('property/:id/apply', 'routes/rental-apply.tsx'),
    route('agents', 'routes/agents.tsx'),
    route('about-us', 'routes/about-us.tsx'),
    route('about', 'routes/about.tsx'),
    route('our-partners', 'routes/our-partners.tsx'),
    route('our-vision', 'routes/our-vision.tsx'),
    route('mortgage-calculator', 'routes/mortgage-calculator.tsx'),
    route('preferred-bidders', 'routes/preferred-bidders.tsx'),
    route('sell-to-us', 'routes/sell-to-us.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('sitemap', 'routes/sitemap.tsx'),
    // Verify a listing and report a copy (docs/decisions/0148-verify-a-listing.md).
    route('verify', 'routes/verify.tsx'),
    // This browser's saved homes (docs/decisions/0160-saved-homes-in-the-browser.md).
    route('saved', 'routes/saved.tsx'),
    // Saved searches and homes of an address, by its private link (docs/decisions/0161-saved-searches-and-alerts.md).
    route('saved-searches', 'routes/saved-searches.tsx'),
    route('privacy', 'routes/legal.tsx', { id: 'privacy' }),
    route('terms', 'routes/legal.tsx', { id: 'terms' }),
    route('unsubscribe', 'routes/mail-link.tsx', { id: 'unsubscribe' }),
    route('confirm-subscription', 'routes/mail-link.tsx', { id: 'confirm-subscription' }),
    route('confirm-alerts', 'routes/mail-link.tsx', { id: 'confirm-alerts' }),
    route('stop-alert', 'routes/mail-link.tsx', { id: 'stop-alert' }),

    route('application-status', 'routes/application-status.tsx'),
    route('rental-application', 'routes/rental-application.tsx'),
    // A visitor's showing by the private link of its mails (docs/decisions/0137-showing-private-link.md).
    route('showing', 'routes/showing.tsx'),
    // A licensee-interest disclosure to read and sign (docs/decisions/0155-licensee-disclosures.md).
    route('disclosure', 'routes/disclosure.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // A listing's printable flyer: one page without the site's navigation (docs/decisions/0159-listing-flyer-and-share-card.md).
  route('property/:id/flyer', 'routes/property-flyer.tsx'),
  // An open house's sign-in page: a kiosk, without the site's navigation (docs/decisions/0115-open-house-sign-in.md).
  route('open-house/:id/sign-in', 'routes/open-house-sign-in.tsx'),
  // The staff portal has its own folder (app/admin); route ids stay those of the first admin routes.
  layout('admin/routes/layout.tsx', { id: 'routes/admin-layout' }, [
    route('admin', 'admin/routes/index.tsx', { id: 'routes/admin-index' }),
    route('admin/login', 'admin/routes/login.tsx', { id: 'routes/admin-login' }),
    route('admin/dashboard', 'admin/routes/dashboard.tsx', { id: 'routes/admin-dashboard' }),
    route('admin/content', 'admin/routes/content.tsx', { id: 'routes/admin-content' }),
    route('admin/properties', 'admin/routes/properties.tsx', { id: 'routes/admin-properties' }),
    route('admin/properties/new', 'admin/routes/property-editor.tsx', { id: 'admin/property-new' }),
    route('admin/properties/:id', 'admin/routes/property-editor.tsx', { id: 'admin/property-edit' }),
    route('admin/properties/:id/open-houses/:openHouseId/sheet', 'admin/routes/open-house-sheet.tsx'),
    route('admin/contacts', 'admin/routes/contacts.tsx', { id: 'routes/admin-contacts' }),
    route('admin/rental-applications', 'admin/routes/rental-applications.tsx'),
    route('admin/showings', 'admin/routes/showings.tsx'),
    route('admin/agents', 'admin/routes/agents.tsx', { id: 'routes/admin-agents' }),
    route('admin/partners', 'admin/routes/partners.tsx', { id: 'routes/admin-partners' }),
    route('admin/account', 'admin/routes/account.tsx'),
    route('admin/users', 'admin/routes/users.tsx'),
    route('admin/activity', 'admin/routes/activity.tsx'),
    route('admin/fair-housing', 'admin/routes/fair-housing.tsx'),
    route('admin/disclosure-text', 'admin/routes/disclosure-text.tsx'),
  ]),
] satisfies RouteConfig
