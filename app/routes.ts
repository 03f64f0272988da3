import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

// Route table of spec 1 §2 and spec 2 §2: public routes in the public layout,
// /admin paths in the admin layout.
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('properties', 'routes/properties.tsx'),
    route('rentals', 'routes/rentals.tsx'),
    route('upcoming', 'routes/upcoming.tsx'),
    route('property/:id', 'routes/property.tsx'),
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
    route('unsubscribe', 'routes/unsubscribe.tsx'),
    route('confirm-subscription', 'routes/confirm-subscription.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/admin-layout.tsx', [
    route('admin', 'routes/admin-index.tsx'),
    route('admin/login', 'routes/admin-login.tsx'),
    route('admin/dashboard', 'routes/admin-dashboard.tsx'),
    route('admin/content', 'routes/admin-content.tsx'),
    route('admin/properties', 'routes/admin-properties.tsx'),
    route('admin/contacts', 'routes/admin-contacts.tsx'),
    route('admin/agents', 'routes/admin-agents.tsx'),
    route('admin/partners', 'routes/admin-partners.tsx'),
  ]),
] satisfies RouteConfig
