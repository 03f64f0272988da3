// The six side panels of /preferred-bidders (why partner, competitive opportunities,
// professional support, quick process, quality standards, mission).

const Svg = ({ d }: { d: string }) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={d} />
  </svg>
)

const PANELS = [
  {
    title: 'Why Partner With Us',
    icon: 'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
    body: 'We renovate homes across the Omaha metro all year round. Preferred bidders hear about our projects first and build a steady pipeline of work with one dependable client.',
  },
  {
    title: 'Competitive Opportunities',
    icon: 'M12 1v22M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
    body: 'Bid on kitchens, baths, roofs, full-gut rehabs and rental turns. Clear scopes, fair comparisons and payment on schedule once work is approved.',
  },
  {
    title: 'Professional Support',
    icon: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
    body: 'A project manager walks each site with you, answers questions quickly and keeps materials, access and inspections on track.',
  },
  {
    title: 'Quick Process',
    icon: 'M13 2 3 14h9l-1 8 10-12h-9l1-8z',
    body: 'Apply once. We review every application and follow up within 10 business days; approved contractors are invited to bid on matching projects.',
  },
  {
    title: 'Quality Standards',
    icon: 'M22 11.1V12a10 10 0 1 1-5.9-9.1M22 4 12 14l-3-3',
    body: 'We look for licensed, insured crews with good references, safe job sites and work that passes inspection the first time.',
  },
  {
    title: 'Our Mission',
    icon: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
    body: 'Bring tired Omaha houses back to life as safe, good-looking homes, and grow local trade businesses along the way.',
  },
] as const

export function BidderPanels() {
  return (
    <aside className="bidder-panels" aria-label="About the preferred bidders program">
      {PANELS.map((p) => (
        <section key={p.title} className="bidder-panel">
          <span className="bidder-panel-icon">
            <Svg d={p.icon} />
          </span>
          <div>
            <h2>{p.title}</h2>
            <p>{p.body}</p>
          </div>
        </section>
      ))}
    </aside>
  )
}
