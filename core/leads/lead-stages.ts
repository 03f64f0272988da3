// Where a lead is in the pipeline (docs/decisions/0116-lead-stages.md): apart from its status, which keeps its own
// three words (and an application's four). Plain constants, no zod, so the portal's screens can show them.

export const LEAD_STAGES = ['new', 'contacted', 'showing', 'application-or-offer', 'won', 'lost'] as const
export type LeadStage = (typeof LEAD_STAGES)[number]

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  showing: 'Showing',
  'application-or-offer': 'Application or offer',
  won: 'Won',
  lost: 'Lost',
}

export const isLeadStage = (value: string): value is LeadStage => (LEAD_STAGES as readonly string[]).includes(value)

/** A stored stage's word; a stage this version does not know reads as New. */
export const leadStageLabel = (value: string): string => (isLeadStage(value) ? LEAD_STAGE_LABELS[value] : LEAD_STAGE_LABELS.new)
