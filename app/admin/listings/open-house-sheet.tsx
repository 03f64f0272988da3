import type { OpenHouseSheet } from '#core/listings/open-house.ts'
import { openHouseHours, openHouseLongDay } from '#core/listings/open-house-times.ts'
import { businessZoneName } from '#core/business-time.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { FairHousingNotice } from '#app/ui/shell/fair-housing-notice.tsx'
import { NO_MONEY_BEFORE_VIEWING, listingCodeLine } from '#core/listings/listing-code.ts'

/** The sheet itself, as it prints: the home, the time on Omaha's clock, a large QR code and the address it opens. */
export function SignInSheet({ sheet }: { sheet: OpenHouseSheet }) {
  const [street, ...rest] = sheet.address.split(', ')
  return (
    <article className="oh-sheet" aria-label="Sign-in sheet">
      <p className="oh-sheet-company">{COMPANY_NAME}</p>
      <h2 className="oh-sheet-title">Welcome to our open house</h2>
      <div className="oh-sheet-home">
        {sheet.photo && <img src={sheet.photo} alt="" className="oh-sheet-photo" />}
        <div>
          <p className="oh-sheet-street">{street}</p>
          <p className="oh-sheet-area">{rest.join(', ')}</p>
          <p className="oh-sheet-price">{sheet.price}</p>
          <p className="oh-sheet-time">
            {openHouseLongDay(sheet.startsAt)}
            <br />
            {openHouseHours(sheet.startsAt, sheet.endsAt)} {businessZoneName()}
          </p>
        </div>
      </div>
      <div className="oh-sheet-qr">
        <h3 className="oh-sheet-call">Please sign in</h3>
        <img src={sheet.qrCode} alt={`QR code: ${sheet.signInUrl}`} className="oh-sheet-code" width={336} height={336} />
        <p className="oh-sheet-how">Scan the code with your phone’s camera, or open:</p>
        <p className="oh-sheet-url">{sheet.signInUrl}</p>
      </div>
      <p className="oh-sheet-foot">Thank you for visiting. The listing agent is happy to answer your questions.</p>
      <p className="oh-sheet-verify">
        <strong>{listingCodeLine(sheet.listingCode)}</strong> · {NO_MONEY_BEFORE_VIEWING} Check any ad for this home at {sheet.verifyUrl}.
      </p>
      <FairHousingNotice brokerage={sheet} className="oh-sheet-fair-housing" />
    </article>
  )
}
