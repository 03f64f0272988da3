import type { Listing } from '#core/listings/listing.ts'
import { useT } from '#app/i18n/use-t.ts'
import { AGENT_KICKER } from '#core/listings/contact-card.ts'

// A listing's status and price in the page's language (docs/decisions/0178-spanish-listing-pages.md): the badges and
// prices that core/format.ts and core/listings/detail-badge.ts write in English for mails and the API, read on the
// site from the `listings` namespace by the status's value.

type Priced = Pick<Listing, 'type' | 'status' | 'price' | 'estimatedPrice'>

export function useListingWords() {
  const { t, price } = useT('listings')
  return {
    /** The badge of a card or a listing's page: For Sale / For Rent while available, else the status's own. */
    badge: (p: Pick<Listing, 'type' | 'status'>) =>
      p.status === 'available' ? t(p.type === 'rental' ? 'badge.forRent' : 'badge.forSale') : t(`badge.${p.status}`),
    /** A search list's status label: Available, Pending, Sold or Rented. */
    listStatus: (status: string) => t(`badge.${['pending', 'sold', 'rented'].includes(status) ? status : 'available'}`),
    /** The contact card's kicker (core/listings/contact-card.ts): the listing's agent, or the office's. */
    kicker: (card: { kicker: string }) => (card.kicker === AGENT_KICKER ? t('contact.agent') : t('contact.office')),
    /** The office's card's title (core/listings/contact-card.ts writes it in English for the flyer and mails). */
    officeTitle: t('contact.officeTitle'),
    /** The price as cards show it: rentals a month; an upcoming home its estimate when set. */
    price: (p: Priced) => {
      const amount = p.status === 'upcoming' && p.estimatedPrice ? p.estimatedPrice : p.price
      return p.type === 'rental' ? t('price.perMonth', { amount: price(amount) }) : price(amount)
    },
  }
}
