import { z } from 'zod'
import { cleanLine } from '#core/clean-text.ts'
import { isVideoUrl } from '#core/format.ts'
import { mediaIdOf } from '#core/media.ts'

// How a stored image is framed and described (docs/decisions/0103-images-framed-described-and-ordered.md): the
// crop kept of the original, the focal point CSS cropping keeps in view, and the alt text (or an explicit
// "decorative"). One record per stored image, edited in one dialog wherever staff upload images.

/** Smallest crop side, as a fraction of the original's side: a sliver is no picture. */
export const MIN_CROP = 0.05
export const ALT_MAX = 250

const fraction = z.number().min(0).max(1)

/** A rectangle of the upright original, every value a fraction of its width or height. */
export const CropSchema = z
  .object({ x: fraction, y: fraction, width: z.number().min(MIN_CROP).max(1), height: z.number().min(MIN_CROP).max(1) })
  .refine((c) => c.x + c.width <= 1.000001 && c.y + c.height <= 1.000001, 'must lie inside the image')
export type Crop = z.infer<typeof CropSchema>

/** The focal point, fractions of the cropped picture (0.5, 0.5 is its middle). */
export const FocusSchema = z.object({ x: fraction, y: fraction })
export type Focus = z.infer<typeof FocusSchema>

export const IMAGE_DETAILS_MESSAGES = {
  altRequired: 'Alt text is required: describe what the image shows, or mark it decorative.',
  altMissing: (label: string) => `${label}: add alt text (what the image shows), or mark the image decorative.`,
} as const

/** PUT /api/admin/media/:id — the crop (null: the whole image), the focal point, and the description. */
export const ImageDetailsBodySchema = z
  .object({
    crop: CropSchema.nullable(),
    focus: FocusSchema,
    alt: cleanLine(ALT_MAX).default(''),
    decorative: z.boolean().default(false),
    /** Listing photos keep their alt text with the listing: their dialog sends none and asks for none. */
    describe: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.describe && !body.decorative && body.alt === '')
      ctx.addIssue({ code: 'custom', path: ['alt'], message: IMAGE_DETAILS_MESSAGES.altRequired })
  })
export type ImageDetailsBody = z.output<typeof ImageDetailsBodySchema>

/** A stored image as the dialog edits it. */
export const ImageDetailsSchema = z.object({
  id: z.string(),
  /** The original, uncropped and upright. */
  originalUrl: z.string(),
  originalWidth: z.number(),
  originalHeight: z.number(),
  /** The display size made from the crop, and its size. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  crop: CropSchema.nullable(),
  focus: FocusSchema,
  alt: z.string(),
  decorative: z.boolean(),
})
export type ImageDetails = z.infer<typeof ImageDetailsSchema>

/** Whether an image says what it shows, or was marked decorative on purpose. */
export const isDescribed = (d: Pick<ImageDetails, 'alt' | 'decorative'>): boolean => d.decorative || d.alt.trim() !== ''

/** CSS object-position of a focal point ("50% 30%"). */
export const objectPosition = (focus: Focus): string => `${Math.round(focus.x * 1000) / 10}% ${Math.round(focus.y * 1000) / 10}%`

/** The crop in the original's pixels (what sharp extracts), at least one pixel, inside the image. */
export function cropPixels(crop: Crop, width: number, height: number): { left: number; top: number; width: number; height: number } {
  const left = Math.min(width - 1, Math.max(0, Math.round(crop.x * width)))
  const top = Math.min(height - 1, Math.max(0, Math.round(crop.y * height)))
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(crop.width * width))),
    height: Math.max(1, Math.min(height - top, Math.round(crop.height * height))),
  }
}

/** The id of a stored image behind `url` (not a video, not an outside address). */
export const storedImageId = (url: string): string | undefined => (url && !isVideoUrl(url) ? mediaIdOf(url) : undefined)

/** Every stored image in a content section's value, by its path ("missionImage", "galleryImages.2", "cityImages.0.image"). */
export function imagePaths(value: unknown, prefix = ''): Array<{ path: string; id: string }> {
  if (typeof value === 'string') {
    const id = storedImageId(value)
    return id ? [{ path: prefix, id }] : []
  }
  const at = (key: string | number) => (prefix ? `${prefix}.${key}` : String(key))
  if (Array.isArray(value)) return value.flatMap((v, i) => imagePaths(v, at(i)))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (k === '_id' ? [] : imagePaths(v, at(k))))
  return []
}

const IMAGE_LABELS: Record<string, string> = {
  backgroundImage: 'Background image',
  foregroundImage: 'Foreground image',
  companyImage: 'Company image',
  galleryImages: 'Hero gallery item',
  missionImage: 'Mission image',
  logo: 'Leadership logo',
  visionImage1: 'Vision image 1',
  visionImage2: 'Vision image 2',
  motivationImage: 'Motivation image',
  image: 'City image',
  photo: 'Photo',
  benefitsMedia: 'Benefits media',
}

/** The label of the image at a section path, as its form names it ("City image 2" for "cityImages.1.image"). */
export function imageLabel(path: string): string {
  const parts = path.split('.')
  const name = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? ''
  const index = parts.find((p) => /^\d+$/.test(p))
  const label = IMAGE_LABELS[name] ?? 'An image'
  return index === undefined ? label : `${label} ${Number(index) + 1}`
}
