import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes'

// The route tables of docs/product.md#route-table and
// docs/product.md#portal-layout-and-navigation: public routes in the public
// layout, /admin paths in the admin layout. Every public route answers in
// English at its path and in Spanish under /es (docs/decisions/0167-spanish-addresses.md):
// the same modules, registered again with ids that start with "es/".

/** The public routes in one language: English with the modules' own ids, Spanish under /es with "es/" ids. */
function publicRoutes(lang: 'en' | 'es'): RouteConfigEntry[] {
  const at = (path: string) => (lang === 'en' ? path : path === '' ? 'es' : `es/${path}`)
  const id = (file: string, given?: string) => (lang === 'en' ? given : `es/${given ?? file.replace(/\.tsx$/, '')}`)
  const r = (path: string, file: string, options: { id?: string } = {}) => route(at(path), file, { id: id(file, options.id) })
  return [
    layout('routes/public-layout.tsx', { id: id('routes/public-layout.tsx') }, [
      lang === 'en' ? index('routes/home.tsx') : route('es', 'routes/home.tsx', { id: id('routes/home.tsx') }),
      r('properties', 'routes/properties.tsx'),
      r('rentals', 'routes/rentals.tsx'),
      r('upcoming', 'routes/upcoming.tsx'),
      r('property/:id', 'routes/property.tsx'),
      // A rental's criteria page and application (docs/decisions/0131-rental-application-pages.md).
      r('property/:id/apply', 'routes/rental-apply.tsx'),
      r('agents', 'routes/agents.tsx'),
      r('about-us', 'routes/about-us.tsx'),
      r('about', 'routes/about.tsx'),
      r('our-partners', 'routes/our-partners.tsx'),
      r('our-vision', 'routes/our-vision.tsx'),
      r('mortgage-calculator', 'routes/mortgage-calculator.tsx'),
      r('preferred-bidders', 'routes/preferred-bidders.tsx'),
      r('sell-to-us', 'routes/sell-to-us.tsx'),
      r('contact', 'routes/contact.tsx'),
      r('sitemap', 'routes/sitemap.tsx'),
      // Verify a listing and report a copy (docs/decisions/0148-verify-a-listing.md).
      r('verify', 'routes/verify.tsx'),
      // This browser's saved homes (docs/decisions/0160-saved-homes-in-the-browser.md).
      r('saved', 'routes/saved.tsx'),
      // Saved searches and homes of an address, by its private link (docs/decisions/0161-saved-searches-and-alerts.md).
      r('saved-searches', 'routes/saved-searches.tsx'),
      // Pages one module serves at several addresses, each address its own route id.
      ...['privacy', 'terms'].map((path) => r(path, 'routes/legal.tsx', { id: path })),
      ...['unsubscribe', 'confirm-subscription', 'confirm-alerts', 'stop-alert'].map((path) =>
        r(path, 'routes/mail-link.tsx', { id: path }),
      ),
      r('application-status', 'routes/application-status.tsx'),
      r('rental-application', 'routes/rental-application.tsx'),
      // A visitor's showing by the private link of its mails (docs/decisions/0137-showing-private-link.md).
      r('showing', 'routes/showing.tsx'),
      // A licensee-interest disclosure to read and sign (docs/decisions/0155-licensee-disclosures.md).
      r('disclosure', 'routes/disclosure.tsx'),
      r('*', 'routes/not-found.tsx'),
    ]),
    // A listing's printable flyer: one page without the site's navigation (docs/decisions/0159-listing-flyer-and-share-card.md).
    r('property/:id/flyer', 'routes/property-flyer.tsx'),
    // An open house's sign-in page: a kiosk, without the site's navigation (docs/decisions/0115-open-house-sign-in.md).
    r('open-house/:id/sign-in', 'routes/open-house-sign-in.tsx'),
  ]
}

export default [
  ...publicRoutes('en'),
  ...publicRoutes('es'),
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
