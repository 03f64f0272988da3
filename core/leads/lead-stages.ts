import { wordList } from '#core/word-list.ts'

// Where a lead is in the pipeline (docs/decisions/0116-lead-stages.md): apart from its status, which keeps its own
// three words (and an application's four). Plain constants, no zod, so the portal's screens can show them.

export const LEAD_STAGE = wordList(
  {
    new: 'New',
    contacted: 'Contacted',
    showing: 'Showing',
    'application-or-offer': 'Application or offer',
    // A seller's accepted offer: a sell-to-us lead reaches it only with a signed licensee-interest disclosure
    // (docs/decisions/0155-licensee-disclosures.md).
    'offer-accepted': 'Offer accepted',
    won: 'Won',
    lost: 'Lost',
  },
  'new',
)
export type LeadStage = (typeof LEAD_STAGE.values)[number]
/** isLeadStage, leadStageLabel: a stored stage's word; a stage this version does not know reads as New. */
export const { values: LEAD_STAGES, words: LEAD_STAGE_LABELS, is: isLeadStage, wordOf: leadStageLabel } = LEAD_STAGE

/** The stage a sell-to-us lead cannot reach before its homeowner signs the licensee-interest disclosure. */
export const STAGE_NEEDING_DISCLOSURE: LeadStage = 'offer-accepted'
