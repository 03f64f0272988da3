import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '#app/ui/icons.tsx'

/** The company's own social profiles (footer content), in the order the footer and the contact page show them. */
export const SOCIAL = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'twitter', label: 'X (Twitter)', Icon: TwitterIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedinIcon },
] as const
