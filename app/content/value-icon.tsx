import {
  HammerIcon,
  HandshakeIcon,
  HeartIcon,
  HomeIcon,
  KeyIcon,
  ShieldIcon,
  StarIcon,
  TargetIcon,
  TrendIcon,
  UsersIcon,
} from '#app/ui/icons.tsx'

// Values carry an icon class from the content manager (a new value gets a star).
// The site has no icon font: known class names map to inline icons, anything else is the star.
const ICONS: Array<[RegExp, typeof StarIcon]> = [
  [/handshake|hands/, HandshakeIcon],
  [/hammer|tools|wrench/, HammerIcon],
  [/people|users|user-group|community/, UsersIcon],
  [/shield|lock/, ShieldIcon],
  [/heart/, HeartIcon],
  [/home|house/, HomeIcon],
  [/key/, KeyIcon],
  [/bullseye|target|crosshairs/, TargetIcon],
  // Team specialties are plain words; the same lookup gives them a fitting icon.
  [/renovat|construct|flip|project/, HammerIcon],
  [/rental|leasing|management|tenant/, KeyIcon],
  [/sale|sell|buy|acquisition|listing|market/, HomeIcon],
  [/financ|invest|analy|valu|mortgage/, TrendIcon],
]

export function ValueIcon({ name, size = 26 }: { name: string; size?: number }) {
  const Icon = ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? StarIcon
  return <Icon size={size} />
}
