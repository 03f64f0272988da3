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
  footer: {
    officeHours: 'Lun-Vie: 9 a. m.-6 p. m., Sáb: 10 a. m.-4 p. m.',
  },
  contact: {
    phoneDescription: 'Llame o envíe un mensaje de texto de lunes a sábado; le contesta una persona, no un menú.',
    emailDescription: 'Envíenos fotos de una casa que quiera vender o preguntas sobre una propiedad; le respondemos en un día hábil.',
  },
}

/** A Spanish description for the first demo listings (the others stay English-only, marked on the Spanish site). */
export const demoDescriptionEs = (p: { bedrooms: number; bathrooms: number; squareFootage: number; city: string }): string =>
  `Esta casa renovada en ${p.city} ofrece ${p.bedrooms} recámaras y ${p.bathrooms} baños en ${p.squareFootage.toLocaleString('en-US')} pies cuadrados. Nuestro equipo renovó la cocina, los baños y los sistemas principales, con acabados nuevos y permisos en regla. Llámenos para agendar una visita.`

/**
 * The Spanish titles and bios of the demo agents and leadership team, by name, as staff would write them in the
 * portal (docs/decisions/0186-spanish-people-banners-and-footer.md). The agent on leave, not shown on the site, has none.
 */
export const DEMO_PEOPLE_SPANISH: Record<string, { titleEs: string; bioEs: string }> = {
  'Dana Whitfield': {
    titleEs: 'Agente principal de anuncios',
    bioEs:
      'Dana ha vendido más de 300 casas en los condados de Douglas y Sarpy y dirige el lanzamiento de cada casa renovada, desde la ambientación y las fotos hasta la primera casa abierta.',
  },
  'Marcus Ellison': {
    titleEs: 'Especialista en compradores',
    bioEs:
      'Marcus ayuda a quienes compran por primera vez o se mudan a Millard, La Vista y Papillion a encontrar una casa que se ajuste a su presupuesto, y les explica cada línea del informe de renovación.',
  },
  'Priya Raman': {
    titleEs: 'Administradora de alquileres',
    bioEs:
      'Priya administra nuestras casas en alquiler y facilita el día de la mudanza, desde la solicitud en línea y la evaluación hasta las llaves y un recorrido por cada electrodoméstico.',
  },
  'Tom Kowalski': {
    titleEs: 'Adquisiciones y venta directa',
    bioEs:
      'Tom se reúne con propietarios que quieren una oferta en efectivo rápida y justa, les explica cómo calculamos el precio de las reparaciones y deja que elijan la fecha de cierre.',
  },
  'Chris Halvorsen': {
    titleEs: 'Fundador y director ejecutivo',
    bioEs:
      '<p>Chris compró y restauró su primer bungalow en Benson en 2011, cuando trabajaba como contratista general. Catorce años y más de cuatrocientas casas después, todavía recorre cada propiedad antes de hacer una oferta.</p><p>Dirige las adquisiciones y fija el estándar de renovación: <strong>obras con permiso, oficios con licencia y materiales que duran</strong>. Chris forma parte de la junta de una organización local de vivienda sin fines de lucro y entrena hockey juvenil en Papillion.</p>',
  },
  'Elena Marquez': {
    titleEs: 'Directora de operaciones',
    bioEs:
      '<p>Elena dirige el día a día de una empresa que siempre tiene decenas de casas en renovación. Creó nuestro proceso de programación e inspección, para que cada cuadrilla sepa qué sigue y cada comprador reciba una casa que pase la inspección a la primera.</p><p>Antes de unirse, Elena administró proyectos de construcción para un sistema hospitalario regional. Es ingeniera industrial por la Universidad de Nebraska–Lincoln.</p>',
  },
  'Jordan Blake': {
    titleEs: 'Director de ventas',
    bioEs:
      '<p>Jordan dirige nuestro equipo de ventas y fija el precio de cada casa que anunciamos. Corredor con licencia en Nebraska e Iowa, Jordan ha cerrado más de 120 millones de dólares en ventas residenciales en toda el área metropolitana, desde primeras casas en Bellevue hasta terrenos en las afueras de Bennington.</p><p>Jordan cree que una buena venta empieza con números honestos: cada comprador recibe <strong>el alcance completo de la renovación, los permisos y el informe de inspección</strong> antes de hacer una oferta. Los fines de semana encontrará a Jordan en el mercado de agricultores de Benson o acompañando a agentes nuevos en su primera casa abierta.</p>',
  },
  'Aisha Okafor': {
    titleEs: 'Directora de administración de propiedades',
    bioEs:
      '<p>Aisha supervisa nuestras casas en alquiler, desde una evaluación de inquilinos justa y uniforme hasta solicitudes de mantenimiento respondidas en un día hábil. Bajo su cuidado, nuestra tasa de renovación de contratos se ha mantenido por encima del 80 por ciento durante cinco años seguidos.</p><p>Es administradora residencial certificada, habla inglés, igbo y francés, y es voluntaria en un programa de educación para inquilinos en el norte de Omaha que ayuda a quienes alquilan por primera vez a entender los contratos, los depósitos y sus derechos.</p>',
  },
}

/** The Spanish of the leadership team's specialties, by their English words, as staff would write them in the team dialog. */
export const DEMO_SPECIALTIES_SPANISH: Record<string, string> = {
  Acquisitions: 'Adquisiciones',
  'Renovation planning': 'Planificación de renovaciones',
  'Investor relations': 'Relaciones con inversionistas',
  Operations: 'Operaciones',
  'Project management': 'Gestión de proyectos',
  'Vendor partnerships': 'Alianzas con proveedores',
  'Residential sales': 'Ventas residenciales',
  'Pricing strategy': 'Estrategia de precios',
  'Agent coaching': 'Formación de agentes',
  'Rental management': 'Administración de alquileres',
  'Tenant relations': 'Relación con inquilinos',
  Maintenance: 'Mantenimiento',
}

/** The demo partners' descriptions in Spanish, by partner name. */
export const DEMO_PARTNERS_SPANISH: Record<string, string> = {
  'Gateway Home Lending': 'Prestamista hipotecario local que ofrece precalificación en un día hábil y préstamos FHA, VA y convencionales.',
  'Platte River Title Co.': 'Seguros de título y servicios de cierre, con oficinas en Omaha y Council Bluffs.',
  'Cornerstone Home Inspections': 'Inspectores certificados que revisan cada casa renovada antes de ponerla a la venta.',
  'Heartland Insurance Agency':
    'Seguros de vivienda para propietarios, arrendadores e inquilinos, de una agencia independiente de Nebraska.',
  'Summit Roofing & Exteriors':
    'Contratista con licencia de techos, revestimientos y canaletas, en nuestra lista de licitadores preferidos desde 2016.',
  'RentWise Property Software':
    'El portal en línea que usan nuestros inquilinos para presentar su solicitud, pagar la renta y pedir reparaciones, con avisos por mensaje de texto.',
}

/** The two page banners in Spanish. */
export const DEMO_BANNERS_SPANISH = {
  properties: 'Casas renovadas en venta en toda el área metropolitana de Omaha',
  rentals: 'Casas en alquiler de calidad, con administración profesional',
} as const
