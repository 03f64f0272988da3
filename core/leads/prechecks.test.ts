import { describe, expect, it } from 'vitest'
import { inquiryPrecheck } from './inquiry.ts'
import { sellToUsPrecheck } from './sell-to-us.ts'

// The public forms' checks before sending answer in the server's words, after the same normalisation.
describe('public form prechecks', () => {
  it('names missing inquiry fields after trimming, then malformed ones, and leaves the tour date to the server', () => {
    expect(inquiryPrecheck('agent', { clientName: '   ', clientEmail: 'a@example.com' })).toBe('Missing required fields: clientName')
    expect(inquiryPrecheck('agent', { clientName: 'Ann', clientEmail: 'a@b', clientPhone: 'call me' })).toBe(
      'Please check these fields: clientEmail, clientPhone',
    )
    const tour = { clientName: 'Ann', clientEmail: 'a@example.com', clientPhone: '402-555-0199', selectedTime: '10-12 PM' }
    expect(inquiryPrecheck('tour', tour)).toBe('Missing required fields: selectedDate')
    expect(inquiryPrecheck('tour', { ...tour, selectedDate: '1999-01-01' })).toBeNull()
    expect(inquiryPrecheck('agent', { clientName: 'x'.repeat(201), clientEmail: 'a@example.com' })).toBeNull()
  })

  it('gives the first sell-to-us problem, or null when the schema or the server must decide', () => {
    const body = { name: 'Jo Lee', email: 'jo@example.com', phone: '402-555-0199', address: '1 Main St, Omaha, NE' }
    expect(sellToUsPrecheck({ ...body, propertyType: 'condo' })).toBe('Missing required fields: timeframe')
    expect(sellToUsPrecheck({ ...body, phone: 'x', propertyType: 'condo', timeframe: 'asap' })).toBe(
      'Please enter a valid phone number, such as 402-555-0199.',
    )
    expect(sellToUsPrecheck({ ...body, propertyType: 'condo', timeframe: 'asap' })).toBeNull()
  })
})
