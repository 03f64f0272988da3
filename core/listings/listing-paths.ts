// Addresses of a listing's printable flyer and link-preview picture (docs/decisions/0159-listing-flyer-and-share-card.md).

/** The printable flyer page. */
export const flyerPath = (id: string): string => `/property/${id}/flyer`

/** The 1200 × 630 share card the property page names as its og:image. */
export const shareCardPath = (id: string): string => `/api/properties/${id}/share-card.jpg`
