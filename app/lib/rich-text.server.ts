// Loaders render rich text only through the one sanitizer (server/services/rich-text.ts).
export { sanitizeRichText } from '#server/services/rich-text'
