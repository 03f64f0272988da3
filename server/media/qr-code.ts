import QRCode from 'qrcode'

/**
 * The QR code of `text` as an SVG data URL (the pages' CSP allows data: images): two-step enrolment's authenticator
 * link, the open house sign-in sheet's address and a listing flyer's.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#12344dff', light: '#ffffffff' },
  })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
