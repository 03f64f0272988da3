import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { recipeKey, render, type ImageRecipe } from '#server/seed/images/svg.ts'

// The demo photos (JPEG recipes: listing photos and city cards) are drawn
// once and kept in the repository, named by their recipe's key, so a fresh
// checkout's first start only runs them through the upload pipeline instead
// of drawing them (about 7 of a first start's 8 s of drawing on two cores).
// They are the bytes render() makes; `npm run seed:photos` draws them again
// after the drawing changes, and a recipe without its file is simply drawn.

export const SHIPPED_PHOTOS_DIR = fileURLToPath(new URL('./photos/', import.meta.url))

export const shippedPhotoFile = (recipe: ImageRecipe): string => path.join(SHIPPED_PHOTOS_DIR, `${recipeKey(recipe).slice(0, 24)}.jpg`)

/** The picture of a recipe: its shipped photo, or drawn now. */
export async function drawDemoPicture(recipe: ImageRecipe): Promise<Buffer> {
  if (recipe.format === 'jpeg') {
    const shipped = await fs.readFile(shippedPhotoFile(recipe)).catch(() => null)
    if (shipped) return shipped
  }
  return render(recipe)
}
