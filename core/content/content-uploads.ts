import {
  GALLERY_IMAGE_MAX_BYTES,
  GALLERY_VIDEO_MAX_BYTES,
  IMAGE_KINDS,
  IMAGE_MAX_BYTES,
  VIDEO_KINDS,
  VIDEO_MAX_BYTES,
  FILE_KINDS,
  kindFromName,
  megabytes,
  type FileGroup,
  type FileKind,
} from '#core/file-kinds.ts'

// The content manager's uploads (docs/product.md#content-uploads-api): which
// files each endpoint takes, under which field, and the messages shown when a
// file is refused, the same in the browser (before sending) and on the server
// (which decides from the bytes).

export interface UploadProfile {
  kinds: readonly FileKind[]
  maxBytes: Partial<Record<FileGroup, number>>
  /** Files one request may carry. */
  maxCount: number
  /** "JPG, PNG, ..." as the unsupported-format message lists them. */
  formats: string
}

const MEDIA_FORMATS = 'JPG, PNG, WebP, GIF, MP4, MOV, AVI, or WebM'
export const UPLOAD_PROFILES = {
  image: { kinds: IMAGE_KINDS, maxBytes: { image: IMAGE_MAX_BYTES }, maxCount: 1, formats: 'JPG, PNG, WebP, or GIF' },
  media: {
    kinds: [...IMAGE_KINDS, ...VIDEO_KINDS],
    maxBytes: { image: IMAGE_MAX_BYTES, video: VIDEO_MAX_BYTES },
    maxCount: 1,
    formats: MEDIA_FORMATS,
  },
  gallery: {
    kinds: [...IMAGE_KINDS, ...VIDEO_KINDS],
    maxBytes: { image: GALLERY_IMAGE_MAX_BYTES, video: GALLERY_VIDEO_MAX_BYTES },
    maxCount: 20,
    formats: MEDIA_FORMATS,
  },
} as const satisfies Record<string, UploadProfile>
export type UploadProfileName = keyof typeof UPLOAD_PROFILES

/** Every upload of the content manager by its full path. */
export const CONTENT_UPLOADS = {
  '/api/admin/content/upload-mission-image': { field: 'missionImage', returns: 'imageUrl', profile: 'image' },
  '/api/admin/content/upload-leadership-logo': { field: 'leadershipLogo', returns: 'imageUrl', profile: 'image' },
  '/api/admin/content/upload-benefits-media': { field: 'benefitsMedia', returns: 'mediaUrl', profile: 'media' },
  '/api/admin/content/upload-vision-image': { field: 'visionImage', returns: 'imageUrl', profile: 'image' },
  '/api/admin/content/upload-vision-image1': { field: 'visionImage1', returns: 'imageUrl', profile: 'image' },
  '/api/admin/content/upload-vision-image2': { field: 'visionImage2', returns: 'imageUrl', profile: 'image' },
  '/api/admin/content/upload-hero-background': { field: 'heroBackground', returns: 'imageUrl', profile: 'image' },
  '/api/admin/content/upload-hero-foreground': { field: 'heroForeground', returns: 'imageUrl', profile: 'image' },
  '/api/admin/content/upload-company-image': { field: 'companyImage', returns: 'imageUrl', profile: 'image' },
  '/api/admin/content/upload-hero-gallery': { field: 'heroImages', returns: 'imageUrls', profile: 'gallery' },
  '/api/admin/content/team/upload-photo': { field: 'photo', returns: 'photoUrl', profile: 'image' },
  '/api/admin/upload/city-image': { field: 'cityImage', returns: 'imageUrl', profile: 'image' },
} as const satisfies Record<string, { field: string; returns: string; profile: UploadProfileName }>
export type ContentUploadPath = keyof typeof CONTENT_UPLOADS

export const uploadMessages = {
  /** The gallery's wording, used for every content upload with its own format list. */
  unsupported: (name: string, profile: UploadProfile) => `File "${name}" is not a supported format. Please use ${profile.formats} files.`,
  tooLarge: (name: string, group: FileGroup, bytes: number, limit: number) =>
    group === 'video'
      ? `Video "${name}" is too large (${megabytes(bytes)}MB). Videos must be under ${Math.round(limit / 1024 / 1024)}MB.`
      : `Image "${name}" is too large (${megabytes(bytes)}MB). Images must be under ${Math.round(limit / 1024 / 1024)}MB.`,
}

/**
 * The browser's check of one chosen file (name, size and type as the browser reports them), or undefined when it
 * may be sent. The server checks again from the bytes.
 */
export function checkUploadFile(file: { name: string; size: number; type: string }, profile: UploadProfile): string | undefined {
  const byType = (Object.keys(FILE_KINDS) as FileKind[]).find((k) => FILE_KINDS[k].mime === file.type)
  const kind = kindFromName(file.name) ?? byType
  if (!kind || !(profile.kinds as readonly FileKind[]).includes(kind)) return uploadMessages.unsupported(file.name, profile)
  const group = FILE_KINDS[kind].group
  const limit = profile.maxBytes[group as keyof typeof profile.maxBytes]
  if (limit !== undefined && file.size > limit) return uploadMessages.tooLarge(file.name, group, file.size, limit)
  return undefined
}

/** The first problem of a batch: the whole batch is refused at the first one. */
export function checkUploadBatch(
  files: ArrayLike<{ name: string; size: number; type: string }>,
  profile: UploadProfile,
): string | undefined {
  if (files.length > profile.maxCount) return `Please choose at most ${profile.maxCount} files at a time.`
  for (const file of Array.from(files)) {
    const problem = checkUploadFile(file, profile)
    if (problem) return problem
  }
  return undefined
}
