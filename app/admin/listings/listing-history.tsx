import type { Listing } from '#core/listings/listing.ts'
import { RecordHistory } from '#app/admin/ui/record-history.tsx'

// The listing editor's kept versions: every save, photo change and restore of the listing, on the portal's one
// record history (app/admin/ui/record-history.tsx).

export function ListingHistory({
  property,
  unsaved,
  onRestored,
  onError,
}: {
  property: Listing
  unsaved: boolean
  onRestored: (listing: Listing) => void
  onError: (text: string) => void
}) {
  return (
    <div className="pe-history">
      <RecordHistory<Listing>
        listPath={`/api/admin/properties/${property._id}/history`}
        restorePath={(id) => `/api/admin/properties/${property._id}/history/${id}/restore`}
        version={property.updatedAt}
        noun="listing"
        title={property.title}
        refreshKey={property.updatedAt}
        unsaved={unsaved}
        onRestored={onRestored}
        onError={onError}
      />
    </div>
  )
}
