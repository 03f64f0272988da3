import { describe, expect, it } from 'vitest'
import { partnerInLanguage, personInLanguage } from './people.ts'

// What a Spanish page shows of a person or partner: the Spanish staff wrote, else the English with its path in
// `english` (shown lang="en", marked); an English page shows the English and marks nothing.

const member = {
  name: 'Aisha Okafor',
  title: 'Director of Property Management',
  bio: '<p>Oversees our rentals.</p>',
  titleEs: 'Directora de administración de propiedades',
  bioEs: '<p></p>',
  specialties: ['Rental management', 'Tenant relations', 'Maintenance'],
  specialtiesEs: { 'Rental management': 'Administración de alquileres', Maintenance: '  ' },
}

describe('personInLanguage', () => {
  it('shows each text and specialty in Spanish when written, else in English with its path marked', () => {
    expect(personInLanguage(member, 'es')).toEqual({
      name: 'Aisha Okafor',
      title: 'Directora de administración de propiedades',
      bio: '<p>Oversees our rentals.</p>',
      specialties: ['Administración de alquileres', 'Tenant relations', 'Maintenance'],
      english: ['bio', 'specialties.1', 'specialties.2'],
    })
  })

  it('shows the English on an English page, marks nothing and leaves the Spanish out', () => {
    const shown = personInLanguage(member, 'en')
    expect(shown).toMatchObject({ title: member.title, specialties: member.specialties, english: [] })
    expect(shown).not.toHaveProperty('specialtiesEs')
    expect(shown).not.toHaveProperty('titleEs')
  })
})

describe('partnerInLanguage', () => {
  const partner = { _id: 'p1', title: 'Gateway Home Lending', description: 'Local lender.', logo: '', phone: '', email: '', website: '' }

  it('shows the Spanish description when written', () => {
    expect(partnerInLanguage({ ...partner, descriptionEs: ' Prestamista local. ' }, 'es')).toEqual({
      ...partner,
      description: 'Prestamista local.',
      english: [],
    })
  })

  it('shows the English description, marked, when the Spanish is blank, and marks nothing when there is no description', () => {
    expect(partnerInLanguage({ ...partner, descriptionEs: '' }, 'es')).toMatchObject({
      description: 'Local lender.',
      english: ['description'],
    })
    expect(partnerInLanguage({ ...partner, description: '' }, 'es').english).toEqual([])
    expect(partnerInLanguage({ ...partner, descriptionEs: 'Prestamista local.' }, 'en')).toEqual({ ...partner, english: [] })
  })
})
