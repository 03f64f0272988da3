import { CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'
import { demoAgents, demoPartners, demoListings, demoTeam } from './demo-data.ts'
import { cityImage, houseImage, partnerLogoImage, portraitImage, type ImageRecipe } from './house-images.ts'

// Every picture of the demo business, by what it shows: the pool of listing
// photos (the distinct kind and seed pairs of the demo data, shared between
// listings), the vision page's cities, the agents', team's and partners' pictures.

export interface DemoPicture {
  recipe: ImageRecipe
  /** The name it is stored under, as if uploaded. */
  name: string
  /** What it shows, as staff would describe it (its alt text). */
  alt: string
}

/** The listing photo pool, by kind and seed. */
export const photoPool = [...new Map(demoListings.flatMap((p) => p.photos).map((ph) => [`${ph.kind}:${ph.seed}`, ph])).values()].sort(
  (a, b) => a.kind.localeCompare(b.kind) || a.seed - b.seed,
)

export const demoCities = CONTENT_DEFAULTS.vision.cityImages
  .map((c) => c.title)
  .concat(['Papillion', 'Elkhorn', 'Council Bluffs', 'La Vista'])

export function demoPictures(): Record<'pool' | 'cities' | 'agents' | 'team' | 'partners', DemoPicture[]> {
  return {
    pool: photoPool.map(({ kind, seed }) => ({
      recipe: houseImage(kind, seed),
      name: `${kind}-${seed}.jpg`,
      alt: `The ${kind} of a renovated Omaha home`,
    })),
    cities: demoCities.map((city) => ({ recipe: cityImage(city.length * 31, city), name: `${city}.jpg`, alt: `A street in ${city}` })),
    agents: demoAgents.map((a) => ({ recipe: portraitImage(a.portraitSeed, a.name), name: `${a.name}.png`, alt: `Portrait of ${a.name}` })),
    team: demoTeam.map((m) => ({ recipe: portraitImage(m.portraitSeed, m.name), name: `${m.name}.png`, alt: `Portrait of ${m.name}` })),
    partners: demoPartners.map((p) => ({ recipe: partnerLogoImage(p.logoSeed, p.title), name: `${p.title}.png`, alt: `${p.title} logo` })),
  }
}
