import type { ComponentType, Dispatch, SetStateAction } from 'react'
import { CONTENT_SAVES, type AdminContent, type ContentKeyOf, type ContentSlug } from '#core/content/content-saves.ts'

export type ContentKey = keyof AdminContent

/** What a section's form gets: its draft, and ways to change it, mark uploads and save at once (the team). */
export interface SectionFormProps<T> {
  value: T
  /** A state setter: pass a function when the change lands later (an upload), so edits made meanwhile are kept. */
  onChange: Dispatch<SetStateAction<T>>
  setUploading: (busy: boolean) => void
  disabled: boolean
  /** Saves this value right away (the team modal saves the whole team). */
  saveNow: (next: T) => Promise<boolean>
  /** Shows a popup message (removal reminders). */
  notify: (text: string) => void
}

export type { SectionGroup } from '#core/content/content-sections.ts'
import type { SectionGroup } from '#core/content/content-sections.ts'

export interface SectionDef<K extends ContentKey = ContentKey> {
  slug: ContentSlug
  key: K
  title: string
  /** One line under the title: what this part of the site is. */
  summary: string
  keywords: string
  group?: SectionGroup
  /** Outcome messages of the save (docs/product.md#website-content-screen). */
  success: string
  failure: string
  /** Banner saves answer with a 4 s toast instead of the popup. */
  toast?: boolean
  saveLabel: string
  /** Where the public sees it, for the "View on site" link and the preview. */
  publicPath?: string
  /** Shown on listings' pages instead (the social blocks, the disclosures): previewed on the newest such listing's page. */
  previewOn?: 'sale' | 'rental'
  Form: ComponentType<SectionFormProps<AdminContent[K]>>
}

/** A section of the manager: its key in the content object comes from the one section list (core/content/content-saves.ts). */
export const section = <S extends ContentSlug>(def: Omit<SectionDef<ContentKeyOf<S>>, 'key'> & { slug: S }): SectionDef =>
  ({ ...def, key: CONTENT_SAVES[def.slug].key }) as unknown as SectionDef

/** Sets one field of a section's draft, keeping whatever else changed meanwhile. */
/**
 * The props that tie a TextField to one text of a section's value: its path (for its problem), the text, and its
 * change: `<TextField {...text('phone')} label="Phone" />`.
 */
export const textFields =
  <T extends object>(value: T, onChange: Dispatch<SetStateAction<T>>) =>
  <K extends keyof T & string>(key: K) => ({
    path: key,
    value: value[key] as string,
    onChange: (v: string) => onChange((prev) => ({ ...prev, [key]: v })),
  })

/**
 * The props that tie a MediaUpload to one image of a section's value: its path (for its problem), the URL, its
 * change, and the form's upload state: `<MediaUpload {...media('logo')} label="Logo" path="…" />`.
 */
export const mediaFields =
  <T extends object>({ value, onChange, setUploading, disabled }: Omit<SectionFormProps<T>, 'saveNow' | 'notify'>) =>
  <K extends keyof T & string>(key: K) => ({
    schemaPath: key,
    value: value[key] as string,
    onChange: (url: string) => onChange((prev) => ({ ...prev, [key]: url })),
    setUploading,
    disabled,
  })

export const fieldSetter =
  <T extends object>(onChange: Dispatch<SetStateAction<T>>) =>
  <K extends keyof T>(key: K, v: T[K]) =>
    onChange((prev) => ({ ...prev, [key]: v }))
