// How leads are matched to one person (docs/decisions/0126-one-person-behind-many-leads.md), without zod: the
// migration that gave existing leads their persons reads the same rule.

/** An e-mail as persons are matched by it: trimmed, lower case; '' matches nobody. */
export const emailKey = (email: string): string | null => email.trim().toLowerCase() || null

/** A phone number as persons are matched by it: its digits, a US number's leading 1 dropped; anything but ten digits matches nobody. */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length === 10 ? national : null
}
