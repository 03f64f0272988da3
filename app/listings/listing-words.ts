import type { Listing } from '#core/listings/listing.ts'
import type { CardOpenHouse } from '#core/listings/listing-card.ts'
import { openHouseDay, openHouseHours, openHouseLongDay } from '#core/listings/open-house-times.ts'
import { useT } from '#app/i18n/use-t.ts'
import { AGENT_KICKER } from '#core/listings/contact-card.ts'

// A listing's status and price in the page's language (docs/decisions/0178-spanish-listing-pages.md): the badges and
// prices that core/format.ts and core/listings/detail-badge.ts write in English for mails and the API, read on the
// site from the `listings` namespace by the status's value.

type Priced = Pick<Listing, 'type' | 'status' | 'price' | 'estimatedPrice'>

export function useListingWords() {
  const { t, price, lang } = useT('listings')
  return {
    /**
     * A card's open house badge and its spoken words in the page's language, from its times in Omaha: "Open Sun, Dec 14,
     * 1–3 PM" / "Casa abierta dom, 14 de dic, 1:00–3:00 p.m." (a card cached before its times came says its English words).
     */
    openHouse: (o: CardOpenHouse) => {
      if (!o.startsAt || !o.endsAt) return { label: o.label, spoken: o.spoken }
      const hours = openHouseHours(o.startsAt, o.endsAt, lang)
      return {
        label: t('card.openHouse', { day: openHouseDay(o.startsAt, lang), hours }),
        spoken: t('card.openHouseSpoken', { day: openHouseLongDay(o.startsAt, lang), hours }),
      }
    },
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
