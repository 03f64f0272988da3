// One SVG sprite for every icon: each icon on a page is a short
// <use> of a symbol in icon-sprite.svg, a fingerprinted file cached for a year,
// instead of its own copy of the paths to parse, lay out and hydrate.
// `?no-inline`: a data: URL cannot serve <use> fragments, so the file always ships on its own.
import spriteUrl from './icon-sprite.svg?no-inline'

type IconProps = { className?: string; size?: number; strokeWidth?: number }

// Fill, stroke and colour are set here and inherited by the symbol's shapes, so icons follow currentColor.
const icon = (id: string) =>
  function Icon({ className, size = 20, strokeWidth = 2 }: IconProps) {
    return (
      <svg
        className={className}
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    )
  }

export const MenuIcon = icon('menu')
export const CloseIcon = icon('close')
export const ChevronDown = icon('chevron-down')
export const ChevronRight = icon('chevron-right')
export const ChevronLeft = icon('chevron-left')
export const PhoneIcon = icon('phone')
export const MailIcon = icon('mail')
export const PinIcon = icon('pin')
export const ClockIcon = icon('clock')
export const BedIcon = icon('bed')
export const BathIcon = icon('bath')
export const AreaIcon = icon('area')
export const SearchIcon = icon('search')
export const FilterIcon = icon('filter')
export const HomeIcon = icon('home')
export const KeyIcon = icon('key')
export const HammerIcon = icon('hammer')
export const MapIcon = icon('map')
export const ListIcon = icon('list')
export const ArrowDown = icon('arrow-down')
export const FacebookIcon = icon('facebook')
export const TwitterIcon = icon('twitter')
export const InstagramIcon = icon('instagram')
export const LinkedinIcon = icon('linkedin')
export const StarIcon = icon('star')
export const HandshakeIcon = icon('handshake')
export const UsersIcon = icon('users')
export const ShieldIcon = icon('shield')
export const HeartIcon = icon('heart')
export const TargetIcon = icon('target')
export const GlobeIcon = icon('globe')
export const TiktokIcon = icon('tiktok')
export const TrendIcon = icon('trend')
export const DollarIcon = icon('dollar')
export const ZapIcon = icon('zap')
export const CheckCircleIcon = icon('check-circle')
export const CheckIcon = icon('check')

/** The social networks the content manager has links for, each with its icon. */
export const SOCIAL_ICONS = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'twitter', Icon: TwitterIcon },
  { key: 'tiktok', Icon: TiktokIcon },
] as const
