import type { ContentSectionKey } from '#core/content/content.ts'
import type { SpanishTexts } from '#core/content/content-spanish.ts'

// The demo business's Spanish texts, as staff would write them in the content manager
// (docs/decisions/0182-spanish-content-and-descriptions.md). A few are left unwritten on purpose (the vision page's
// cities and social cards, the office's location line) so the Spanish site shows how English-only text is marked.

export const DEMO_SPANISH: Partial<Record<ContentSectionKey, SpanishTexts>> = {
  hero: {
    title: 'Encontremos su casa. Nosotros la convertimos en hogar.',
    subtitle:
      'Casas renovadas en venta, alquileres de calidad y ofertas justas en efectivo en Omaha, Papillion, Bellevue, Elkhorn y Council Bluffs.',
  },
  about: {
    storyTitle: 'Nuestra historia',
    story:
      '<p>Empezamos restaurando un viejo bungalow en Benson. Hoy nuestro equipo de Omaha compra, renueva, vende y alquila casas en toda el área metropolitana, y cada una recibe el mismo cuidado que la primera: techos firmes, sistemas al día y acabados de los que una familia se siente orgullosa.</p>',
    mission:
      '<p>Nuestra misión es devolver buenas casas a los vecindarios de Omaha: trabajo de renovación honesto, precios justos para quienes venden y casas en las que compradores e inquilinos pueden confiar.</p>',
  },
  values: {
    title: 'Lo que defendemos',
    description: 'Los principios detrás de cada casa que compramos, renovamos, vendemos y alquilamos.',
    'valuesList.0.title': 'Integridad',
    'valuesList.0.description': 'Números claros, ofertas por escrito y ninguna sorpresa al cierre.',
    'valuesList.1.title': 'Calidad en la obra',
    'valuesList.1.description': 'Contratistas con licencia, obras con permiso y materiales que duran.',
    'valuesList.2.title': 'Comunidad',
    'valuesList.2.description': 'Contratamos cuadrillas locales e invertimos en los vecindarios donde trabajamos.',
    'valuesList.3.title': 'Respuesta rápida',
    'valuesList.3.description': 'Una persona real le responde en un día hábil.',
  },
  vision: {
    heroSubtitle: 'Mejores casas, vecindarios más fuertes, una renovación a la vez.',
    mainTitle: 'Nuestra visión',
    statement:
      '<p>Vemos un Omaha donde cada vecindario tiene casas a las que vale la pena volver. Compramos casas que otros pasan por alto, las renovamos como se debe y las devolvemos al mercado para que las familias las compren o las alquilen.</p>',
    motivationTitle: 'Lo que nos impulsa',
    motivation:
      '<p>Cada casa vacía o desgastada es una oportunidad perdida para una familia. Recuperar esas casas mejora toda la calle, y ese es el trabajo que nos apasiona.</p>',
    goalsTitle: 'Mirando hacia adelante',
    goalsDescription: 'Hacia dónde llevaremos el negocio en los próximos cinco años.',
    futureGoals:
      '<ul><li>Renovar 100 casas al año en toda el área metropolitana</li><li>Ampliar nuestras casas en alquiler con mejoras de eficiencia energética</li><li>Formar a la próxima generación de trabajadores de oficios locales</li></ul>',
    ctaTitle: 'Sea parte de lo que viene',
    ctaDescription: 'Vea nuestras casas o hable con nuestro equipo sobre vender, comprar o alquilar.',
    cityImagesTitle: 'Las comunidades que atendemos',
    cityImagesDescription: 'Desde el centro de Omaha hasta los suburbios a ambos lados del río.',
  },
  contact: {
    phoneDescription: 'Llame o envíe un mensaje de texto de lunes a sábado; le contesta una persona, no un menú.',
    emailDescription: 'Envíenos fotos de una casa que quiera vender o preguntas sobre una propiedad; le respondemos en un día hábil.',
  },
}

/** A Spanish description for the first demo listings (the others stay English-only, marked on the Spanish site). */
export const demoDescriptionEs = (p: { bedrooms: number; bathrooms: number; squareFootage: number; city: string }): string =>
  `Esta casa renovada en ${p.city} ofrece ${p.bedrooms} recámaras y ${p.bathrooms} baños en ${p.squareFootage.toLocaleString('en-US')} pies cuadrados. Nuestro equipo renovó la cocina, los baños y los sistemas principales, con acabados nuevos y permisos en regla. Llámenos para agendar una visita.`
