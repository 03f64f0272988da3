import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './icons.tsx'

/** The link that calls a phone number as written (spaces, dashes and brackets dropped). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

const ICONS = { phone: PhoneIcon, email: MailIcon, address: PinIcon, hours: ClockIcon } as const

/** One line of the office's contact details: its icon, then a call or mail link (phone, email) or the text. */
export function ContactLine({
  kind,
  text,
  lang,
}: {
  kind: keyof typeof ICONS
  text: string
  /** The text's language when it is not the page's. */ lang?: string
}) {
  const Icon = ICONS[kind]
  const href = kind === 'phone' ? telHref(text) : kind === 'email' ? `mailto:${text}` : undefined
  return (
    <li>
      <Icon size={18} />
      {href ? <a href={href}>{text}</a> : <span lang={lang}>{text}</span>}
    </li>
  )
}
