import fs from 'node:fs'
import path from 'node:path'
import { render } from '#server/seed/images/svg.ts'
import { demoPictures } from './demo-pictures.ts'
import { SHIPPED_PHOTOS_DIR, shippedPhotoFile } from './shipped-photos.ts'

// `npm run seed:photos`: draws the demo photos missing from server/seed/photos/
// (after a change to the drawing) and removes those no recipe names any more.
const recipes = Object.values(demoPictures())
  .flat()
  .map((p) => p.recipe)
  .filter((r) => r.format === 'jpeg')
const wanted = new Set(recipes.map(shippedPhotoFile))
fs.mkdirSync(SHIPPED_PHOTOS_DIR, { recursive: true })
for (const name of fs.readdirSync(SHIPPED_PHOTOS_DIR)) {
  const file = path.join(SHIPPED_PHOTOS_DIR, name)
  if (!wanted.has(file)) fs.rmSync(file)
}
let drawn = 0
for (const recipe of recipes) {
  const file = shippedPhotoFile(recipe)
  if (fs.existsSync(file)) continue
  fs.writeFileSync(file, await render(recipe))
  drawn++
}
console.log(`${drawn} demo photos drawn, ${wanted.size} in ${path.relative(process.cwd(), SHIPPED_PHOTOS_DIR)}`)
