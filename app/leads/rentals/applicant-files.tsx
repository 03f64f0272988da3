import { FilePicker } from '#app/leads/bidders/file-picker.tsx'
import { RENTAL_FILE_FIELDS, RENTAL_FILES_TOTAL_MAX_BYTES, type RentalFileField } from '#core/leads/rental-application.ts'
import { FormSection } from '#app/ui/forms/form-parts.tsx'
import { RentalAgreement } from './rental-fields.tsx'

// An applicant's private documents through the one upload intake (server/uploads/receive-upload.ts): a photo ID and
// up to three proofs of income, kept outside the public folder and read by signed-in staff only.

export type ChosenFiles = Record<RentalFileField, File[]>
export const noFiles = (): ChosenFiles => ({ idDocument: [], incomeProof: [] })

/** The problem with the chosen files as a whole (the server's same words), or null. */
export function filesProblem(files: ChosenFiles): string | null {
  if (!files.idDocument.length) return 'Please add a photo or scan of your ID.'
  if (!files.incomeProof.length) return 'Please add at least one proof of income, such as a recent pay stub.'
  const total = [...files.idDocument, ...files.incomeProof].reduce((sum, f) => sum + f.size, 0)
  if (total > RENTAL_FILES_TOTAL_MAX_BYTES)
    return `The files are too large together: at most ${RENTAL_FILES_TOTAL_MAX_BYTES / 1024 / 1024}MB in all.`
  return null
}

export function appendFiles(body: FormData, files: ChosenFiles) {
  for (const [field, chosen] of Object.entries(files)) for (const file of chosen) body.append(field, file, file.name)
}

export function ApplicantFiles({ files, onChange }: { files: ChosenFiles; onChange: (files: ChosenFiles) => void }) {
  const picker = (field: RentalFileField, hint: string) => (
    <FilePicker
      name={field}
      label={RENTAL_FILE_FIELDS[field].label}
      hint={hint}
      kinds={RENTAL_FILE_FIELDS[field].kinds}
      maxCount={RENTAL_FILE_FIELDS[field].maxCount}
      files={files[field]}
      onChange={(chosen) => onChange({ ...files, [field]: chosen })}
    />
  )
  return (
    <>
      {picker('idDocument', 'A driver’s license, state ID or passport: PDF, JPG or PNG, up to 15 MB.')}
      {picker('incomeProof', 'Up to three recent pay stubs, an offer letter or benefit statements: PDF, JPG or PNG, 15 MB each.')}
    </>
  )
}

/** The last two sections every applicant fills in themselves: their documents, then the agreement they tick. */
export function DocumentsAndAgreement({
  idPrefix,
  files,
  onFiles,
  consent,
  onConsent,
}: {
  idPrefix: string
  files: ChosenFiles
  onFiles: (files: ChosenFiles) => void
  consent: boolean
  onConsent: (on: boolean) => void
}) {
  return (
    <>
      <FormSection id={`${idPrefix}-documents`} title="Documents">
        <ApplicantFiles files={files} onChange={onFiles} />
      </FormSection>
      <FormSection id={`${idPrefix}-agreement`} title="Agreement">
        <RentalAgreement checked={consent} onChange={onConsent} />
      </FormSection>
    </>
  )
}
