import { z } from 'zod'

// The RESO CSV import of the Properties screen (docs/decisions/0158-reso-csv-export-and-import.md): the file's text is
// sent for a preview, then again to be carried out; both answer what each row does.

/** At most this many listings per file, and at most this many characters of CSV (the portal's document upload size). */
export const LISTING_IMPORT_MAX_ROWS = 2000
export const LISTING_IMPORT_MAX_CHARS = 15 * 1024 * 1024

export const ListingImportBodySchema = z.object({
  csv: z
    .string()
    .min(1, 'Choose a CSV file')
    .max(LISTING_IMPORT_MAX_CHARS, `The file is too large: at most ${LISTING_IMPORT_MAX_CHARS / 1024 / 1024} MB`),
})
export type ListingImportBody = z.infer<typeof ListingImportBodySchema>

export const ImportProblemSchema = z.object({ field: z.string(), message: z.string() })

/** Why a row cannot be imported, per column (none for a row that will be), and what happens besides: photos skipped, an agent not found, staying a draft. */
const RowOutcomeSchema = z.object({ problems: z.array(ImportProblemSchema), notes: z.array(z.string()) })

export const ImportRowSchema = RowOutcomeSchema.extend({
  /** The row's line in the spreadsheet (the header is row 1). */
  row: z.number().int(),
  action: z.enum(['create', 'update']),
  listingKey: z.string(),
  title: z.string(),
})
export type ImportRow = z.infer<typeof ImportRowSchema>

export const ListingImportAnswerSchema = z.object({
  rows: z.array(ImportRowSchema),
  /** Rows that create a listing, that update one, and that have problems. */
  creates: z.int(),
  updates: z.int(),
  invalid: z.int(),
  /** Columns of the file this import does not read. */
  ignoredColumns: z.array(z.string()),
  /** True once the rows were saved (the confirm call); false for a preview. */
  done: z.boolean(),
})
export type ListingImportAnswer = z.infer<typeof ListingImportAnswerSchema>
