// Digits grouped by three, as en-US and es-US write them (1,245,000): by hand, because a phone's first Intl number
// format costs about 150 ms, paid while a page hydrates or a module loads (docs/decisions/0190-first-render-once.md).

/** A whole number's digits grouped by three: 1245000 → "1,245,000". */
export const groupDigits = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
