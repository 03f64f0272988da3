// Without vitest, so the benches can send the same applications as the tests.

/** The answers of a complete preferred-bidder application, as the form's fields send them. */
export const bidderAnswers = (over: Record<string, string> = {}): Record<string, string> => ({
  companyName: 'Acme Roofing LLC',
  primaryContact: 'Pat Builder, Owner',
  phone: '402-555-0142',
  email: 'pat@acme.example',
  businessAddress: '1200 Harney St, Omaha, NE 68102',
  insuranceInfo: 'General liability $2M',
  bondingStatus: 'yes',
  bondingDetails: 'Bonded to $250,000',
  yearsInBusiness: '12',
  crewSize: '8',
  tradesServices: JSON.stringify(['roofing', 'other']),
  otherTradesDetails: 'Gutters',
  serviceArea: 'metro-omaha',
  references: JSON.stringify([
    { name: 'Lee One', company: 'Alpha', phone: '402-555-0001', email: 'lee@alpha.example', project: 'Roof at 12th St' },
    { name: 'Kim Two', company: 'Beta', phone: '402-555-0002', email: 'kim@beta.example', project: 'Siding' },
  ]),
  oshaViolations: 'no',
  litigationHistory: 'no',
  agreeToProvideDocuments: 'true',
  agreeToSiteRules: 'true',
  ...over,
})
