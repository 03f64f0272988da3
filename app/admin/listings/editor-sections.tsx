import type { Agent } from '#core/people/people.ts'
import type { ListingStatus } from '#core/listings/listing.ts'
import { STATUSES_BY_TYPE, STATUS_LABELS } from '#core/listings/listing-form.ts'
import { CheckboxField, FormSection, ListField, NumberField, SelectField, TextArea, TextField } from './form-fields.tsx'
import { useContext } from 'react'
import { FormContext } from './form-fields.tsx'
import { choices } from '#core/choices.ts'
import { MlsStatusFields, RentalTerms, SaleFacts } from './required-facts.tsx'
import { DescriptionField } from './description-field.tsx'
import { HOA_FREQUENCIES } from '#core/listings/mortgage.ts'

// Every field of the listing record (docs/product.md#listing-record), grouped as the public page shows them.

const TYPE_OPTIONS = choices({
  sale: 'For sale',
  rental: 'For rent',
})
const KIND_OPTIONS = choices({
  house: 'House',
  condo: 'Condo',
  townhouse: 'Townhouse',
  apartment: 'Apartment',
})
const FREQUENCIES = HOA_FREQUENCIES.map((f) => ({ value: f, label: f }))

interface Slots {
  map: React.ReactNode
  photos: React.ReactNode
  pairs: React.ReactNode
}

export function EditorSections({
  agents,
  status,
  hasHoa,
  hasRenovation,
  children,
}: {
  agents: Agent[]
  status: ListingStatus
  hasHoa: boolean
  hasRenovation: boolean
  children: Slots
}) {
  const { draft } = useContext(FormContext)
  const type = draft.type as 'sale' | 'rental'
  const rental = type === 'rental'
  const agentId = draft.agentId as string | null
  const agentOptions = agents.map((a) => ({ value: a._id, label: `${a.name}${a.title ? `, ${a.title}` : ''}` }))
  if (agentId && !agents.some((a) => a._id === agentId)) agentOptions.push({ value: agentId, label: 'Inactive agent' })

  return (
    <>
      <FormSection id="pe-basics" title="Listing">
        <TextField path="title" label="Title" className="pe-wide" placeholder="Renovated Dundee craftsman" fairHousing />
        <SelectField path="type" label="Listing type" options={TYPE_OPTIONS} />
        <SelectField
          path="status"
          label="Status"
          options={STATUSES_BY_TYPE[type].map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          hint={status === 'upcoming' || status === 'available' ? 'Get Notified subscribers hear about it once.' : undefined}
        />
        <SelectField path="propertyType" label="Home type" options={KIND_OPTIONS} />
        <SelectField path="agentId" label="Agent" options={agentOptions} empty="No agent (office)" />
        <NumberField path="price" label={rental ? 'Rent per month ($)' : 'Price ($)'} min={0} step="1" />
        {status === 'upcoming' && (
          <NumberField
            path="estimatedPrice"
            label="Estimated price ($)"
            min={0}
            step="1"
            hint="Shown on upcoming listings instead of the price."
          />
        )}
      </FormSection>

      {status === 'upcoming' && <MlsStatusFields />}

      <FormSection
        id="pe-photos"
        title="Photos"
        lead="Drag photos to order them; the first one is the cover on cards and the listing page."
      >
        {children.photos}
      </FormSection>

      <FormSection id="pe-address" title="Address and map">
        <TextField path="address" label="Street address" className="pe-wide" autoComplete="off" placeholder="5015 Underwood Ave" />
        <TextField path="city" label="City" />
        <TextField path="state" label="State" />
        <TextField path="zip" label="ZIP" inputMode="numeric" />
        {children.map}
      </FormSection>

      <FormSection id="pe-facts" title="Facts and description">
        <NumberField path="bedrooms" label="Bedrooms" min={0} step="1" />
        <NumberField path="bathrooms" label="Bathrooms" min={0} step="0.5" hint="Halves allowed, e.g. 2.5" />
        <NumberField path="squareFootage" label="Square feet" min={0} step="1" />
        <DescriptionField />
        <ListField path="features" label="Features" placeholder="e.g. Quartz counters" />
      </FormSection>

      <FormSection id="pe-location" title="Location details">
        <TextField path="location.city" label="City or area" />
        <TextField path="location.neighborhood" label="Neighborhood" />
        <TextField path="location.county" label="County" />
        <TextField path="location.schoolDistrict" label="School district" />
        <NumberField path="location.walkScore" label="Walk score (0–100)" min={0} max={100} step="1" />
      </FormSection>

      <FormSection id="pe-exterior" title="Exterior">
        <NumberField path="exterior.yearBuilt" label="Year built" min={1800} max={2100} step="1" />
        <TextField path="exterior.lotSize" label="Lot size" placeholder="0.21 acres" />
        <TextField path="exterior.roofType" label="Roof" />
        <TextField path="exterior.exteriorMaterial" label="Exterior material" />
        <TextField path="exterior.landscaping" label="Landscaping" className="pe-wide" />
      </FormSection>

      <FormSection id="pe-interior" title="Interior">
        <TextField path="interior.flooring" label="Flooring" />
        <TextField path="interior.heating" label="Heating" />
        <TextField path="interior.cooling" label="Cooling" />
        <TextField path="interior.basement" label="Basement" />
        <TextField path="interior.laundry" label="Laundry" />
        <TextField path="interior.fireplace" label="Fireplace" />
        <ListField path="interior.appliances" label="Appliances" placeholder="e.g. Dishwasher" />
      </FormSection>

      <FormSection id="pe-parking" title="Parking">
        <TextField path="parking.type" label="Parking type" placeholder="Garage" />
        <NumberField path="parking.spaces" label="Spaces" min={0} step="1" />
        <TextField path="parking.garageType" label="Garage" placeholder="Attached" />
        <TextField path="parking.description" label="Details" className="pe-wide" />
      </FormSection>

      <FormSection id="pe-building" title="Building">
        <NumberField path="building.stories" label="Stories" min={0} step="1" />
        <NumberField path="building.totalUnits" label="Total units" min={0} step="1" />
        <TextField path="building.petPolicy" label="Pet policy" className="pe-wide" />
        <ListField path="building.accessibility" label="Accessibility" placeholder="e.g. Step-free entry" />
        <ListField path="building.utilities" label="Utilities" placeholder="e.g. City water" />
        <ListField path="building.security" label="Security" placeholder="e.g. Smoke detectors" />
      </FormSection>

      <FormSection id="pe-hoa" title="HOA">
        <CheckboxField path="hoa.hasHOA" label="This home has a homeowners association" />
        {hasHoa && (
          <>
            <NumberField path="hoa.fee" label="Fee ($)" min={0} step="1" hint="Needed before a sale is published." />
            <SelectField path="hoa.frequency" label="Paid" options={FREQUENCIES} />
            <ListField path="hoa.amenities" label="Amenities" placeholder="e.g. Pool" />
            <TextArea path="hoa.restrictions" label="Restrictions" rows={3} />
          </>
        )}
      </FormSection>

      {rental && (
        <FormSection
          id="pe-rental-fees"
          title="Rental fees"
          lead="Shown with the rent as the monthly cost on the cards and the listing page."
        >
          <NumberField path="rentalFees.deposit" label="Security deposit ($)" min={0} step="1" hint="Due once, at move-in." />
          <NumberField path="rentalFees.petRent" label="Pet rent ($ per month)" min={0} step="1" hint="Leave empty when there is none." />
          <NumberField
            path="rentalFees.utilities"
            label="Utilities ($ per month)"
            min={0}
            step="1"
            hint="What the renter pays you each month for utilities."
          />
        </FormSection>
      )}
      {rental ? <RentalTerms /> : <SaleFacts />}

      <FormSection id="pe-renovation" title="Renovation story" lead="For flips: shown on the listing page as “What we renovated”.">
        <CheckboxField path="hasRenovation" label="Show a renovation story on this listing" />
        {hasRenovation && (
          <>
            <TextArea path="renovation.summary" label="Summary" rows={3} />
            <ListField path="renovation.work" label="Work done" placeholder="e.g. New roof (2025)" />
            {children.pairs}
          </>
        )}
      </FormSection>
    </>
  )
}
