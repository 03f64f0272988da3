// The lead-based paint notice (docs/decisions/0156-lead-paint-notice.md): homes built before 1978 may contain
// lead-based paint, and federal law (42 U.S.C. 4852d; 40 CFR 745 Subpart F, 24 CFR 35 Subpart A) requires the seller or
// landlord to disclose known lead hazards and give the EPA pamphlet before a sale or lease binds. Decided from the
// listing's year built alone: an unknown year shows no notice (staff see the year as a missing detail instead).

/** Homes built before this year get the notice. */
export const LEAD_PAINT_YEAR = 1978

export const LEAD_PAINT_PAMPHLET = 'Protect Your Family From Lead in Your Home'
export const LEAD_PAINT_URL = 'https://www.epa.gov/lead/protect-your-family-lead-your-home-real-estate-disclosure'

/** Whether a home built in `yearBuilt` gets the notice; null or unknown: no. */
export const needsLeadPaintNotice = (yearBuilt: number | null | undefined): boolean =>
  typeof yearBuilt === 'number' && Number.isInteger(yearBuilt) && yearBuilt > 0 && yearBuilt < LEAD_PAINT_YEAR

export const LEAD_PAINT_TITLE = 'Lead-based paint notice'

/** The page's notice, in plain words (the pamphlet's name is the link). */
export const leadPaintNotice = (yearBuilt: number) => ({
  lead: `This home was built in ${yearBuilt}. Homes built before ${LEAD_PAINT_YEAR} may contain lead-based paint, which can harm young children and pregnant women if it peels, chips or turns to dust.`,
  law: 'Federal law requires the seller or landlord to tell you about any known lead-based paint and lead hazards in the home, and to give you the EPA pamphlet',
  after: 'before a sale or lease binds you. You may also have the home checked for lead before you buy.',
})

/** The checkbox a visitor ticks on the tour and rental application forms of such a home. */
export const LEAD_PAINT_ACK_LABEL = 'I have read the lead-based paint notice'
export const LEAD_PAINT_ACK_MESSAGE = 'This home was built before 1978: please tick “I have read the lead-based paint notice” to continue.'
