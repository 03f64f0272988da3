import { useT } from '#app/i18n/use-t.ts'
import { CheckCircleIcon, DollarIcon, ShieldIcon, TargetIcon, UsersIcon, ZapIcon } from '#app/ui/icons.tsx'

// The six side panels of /preferred-bidders (why partner, competitive opportunities,
// professional support, quick process, quality standards, mission).

const PANELS = [
  {
    key: 'why',
    Icon: UsersIcon,
  },
  {
    key: 'opportunities',
    Icon: DollarIcon,
  },
  {
    key: 'support',
    Icon: ShieldIcon,
  },
  {
    key: 'process',
    Icon: ZapIcon,
  },
  {
    key: 'quality',
    Icon: CheckCircleIcon,
  },
  {
    key: 'mission',
    Icon: TargetIcon,
  },
] as const

export function BidderPanels() {
  const { t } = useT('bidders')
  return (
    <aside className="bidder-panels" aria-label={t('panels.label')}>
      {PANELS.map((p) => (
        <section key={p.key} className="bidder-panel">
          <span className="bidder-panel-icon">
            <p.Icon size={22} />
          </span>
          <div>
            <h2>{t(`panels.${p.key}.title`)}</h2>
            <p>{t(`panels.${p.key}.body`)}</p>
          </div>
        </section>
      ))}
    </aside>
  )
}
