// Loaders render rich text only through the one sanitizer (server/content/rich-text.ts).
export { sanitizeRichText } from '#server/content/rich-text.ts'
