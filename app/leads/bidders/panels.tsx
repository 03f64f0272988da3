import { CheckCircleIcon, DollarIcon, ShieldIcon, TargetIcon, UsersIcon, ZapIcon } from '#app/ui/icons.tsx'

// The six side panels of /preferred-bidders (why partner, competitive opportunities,
// professional support, quick process, quality standards, mission).

const PANELS = [
  {
    title: 'Why Partner With Us',
    Icon: UsersIcon,
    body: 'We renovate homes across the Omaha metro all year round. Preferred bidders hear about our projects first and build a steady pipeline of work with one dependable client.',
  },
  {
    title: 'Competitive Opportunities',
    Icon: DollarIcon,
    body: 'Bid on kitchens, baths, roofs, full-gut rehabs and rental turns. Clear scopes, fair comparisons and payment on schedule once work is approved.',
  },
  {
    title: 'Professional Support',
    Icon: ShieldIcon,
    body: 'A project manager walks each site with you, answers questions quickly and keeps materials, access and inspections on track.',
  },
  {
    title: 'Quick Process',
    Icon: ZapIcon,
    body: 'Apply once. We review every application and follow up within 10 business days; approved contractors are invited to bid on matching projects.',
  },
  {
    title: 'Quality Standards',
    Icon: CheckCircleIcon,
    body: 'We look for licensed, insured crews with good references, safe job sites and work that passes inspection the first time.',
  },
  {
    title: 'Our Mission',
    Icon: TargetIcon,
    body: 'Bring tired Omaha houses back to life as safe, good-looking homes, and grow local trade businesses along the way.',
  },
] as const

export function BidderPanels() {
  return (
    <aside className="bidder-panels" aria-label="About the preferred bidders program">
      {PANELS.map((p) => (
        <section key={p.title} className="bidder-panel">
          <span className="bidder-panel-icon">
            <p.Icon size={22} />
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
