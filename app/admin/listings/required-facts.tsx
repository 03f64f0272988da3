import { useContext } from 'react'
import {
  INCLUDED_UTILITY_OPTIONS,
  LEAD_PAINT_BEFORE,
  LEAD_PAINT_OPTIONS,
  MLS_STATUS_OPTIONS,
  PET_POLICY_OPTIONS,
  petsAllowed,
  type PetPolicy,
} from '#core/listings/listing-fact-rules.ts'
import { ChoiceSetField, FormContext, FormSection, NumberField, SelectField, TextField } from './form-fields.tsx'

// The facts a listing's type asks for before it is published (docs/decisions/0153-required-listing-facts.md): a
// sale's taxes and lead-paint disclosure, a rental's terms under Nebraska's deposit caps, an upcoming home's MLS status.
// The publishing checklist names the ones still missing.

export function SaleFacts() {
  const { draft } = useContext(FormContext)
  const year = Number((draft.exterior as { yearBuilt?: string } | undefined)?.yearBuilt)
  const old = Number.isInteger(year) && year > 0 && year < LEAD_PAINT_BEFORE
  return (
    <FormSection id="pe-disclosures" title="Taxes and disclosures" lead="Needed before a sale is published.">
      <NumberField path="facts.annualTaxes" label="Annual property taxes ($)" min={0} step="1" hint="The last full year’s taxes." />
      {old && (
        <SelectField
          path="facts.leadPaint"
          label="Lead-based paint"
          options={LEAD_PAINT_OPTIONS}
          empty="Choose…"
          className="pe-wide"
          hint={`Federal law asks for this disclosure on homes built before ${LEAD_PAINT_BEFORE}.`}
        />
      )}
    </FormSection>
  )
}

export function RentalTerms() {
  const { draft } = useContext(FormContext)
  const pets = ((draft.facts as { pets?: PetPolicy | null } | undefined)?.pets ?? null) as PetPolicy | null
  return (
    <FormSection id="pe-rental-terms" title="Rental terms" lead="Needed before a rental is published; shown on the listing page.">
      <SelectField path="facts.pets" label="Pets" options={PET_POLICY_OPTIONS} empty="Choose…" />
      {petsAllowed(pets) && (
        <NumberField
          path="facts.petDeposit"
          label="Pet deposit ($)"
          min={0}
          step="1"
          hint="At most a quarter of a month’s rent; 0 for none."
        />
      )}
      <TextField path="facts.availableOn" label="Available from" type="date" />
      <TextField path="facts.rentalRegistration" label="City of Omaha rental registration number" hint="Rentals inside Omaha only." />
      <ChoiceSetField path="facts.utilitiesIncluded" label="Utilities the rent includes" options={INCLUDED_UTILITY_OPTIONS} />
    </FormSection>
  )
}

export function MlsStatusFields() {
  const { draft } = useContext(FormContext)
  const status = (draft.facts as { mls?: { status?: string | null } } | undefined)?.mls?.status
  return (
    <FormSection
      id="pe-mls"
      title="Coming soon and the MLS"
      lead="An upcoming home is shown on the website only once its MLS status is stated."
    >
      <SelectField path="facts.mls.status" label="MLS status" options={MLS_STATUS_OPTIONS} empty="Choose…" />
      {status === 'in-mls' && <TextField path="facts.mls.number" label="MLS number" />}
      {status === 'delayed-marketing' && (
        <TextField path="facts.mls.exemptionSignedOn" label="Date the seller signed the exemption" type="date" />
      )}
    </FormSection>
  )
}
