// Every icon is an empty <span> painted through a mask of its SVG file (app/ui/icons.css, app/ui/icons/*.svg):
// nothing of its own to parse, style and lay out, unlike inline SVG or a <use> of a sprite, each a small tree
// (decision 0193). It takes the text's colour, and its size in CSS pixels (20 unless told).

type IconProps = { className?: string; size?: number }

const icon = (name: string) =>
  function Icon({ className, size = 20 }: IconProps) {
    return (
      <span
        className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`}
        style={size === 20 ? undefined : { width: size, height: size }}
        aria-hidden="true"
      />
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
/** The heart of a saved home, empty and filled (app/listings/save-home-button.tsx, the header's link). */
export const SavedHeartIcon = icon('saved-heart')
export const SavedHeartFilledIcon = icon('saved-heart-filled')
export const PauseIcon = icon('pause')
export const PlayIcon = icon('play')

/** The social networks the content manager has links for, each with its icon. */
export const SOCIAL_ICONS = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'twitter', Icon: TwitterIcon },
  { key: 'tiktok', Icon: TiktokIcon },
] as const
