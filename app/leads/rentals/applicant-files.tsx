import type { TFunction } from 'i18next'
import { FilePicker } from '#app/leads/bidders/file-picker.tsx'
import { RENTAL_FILE_FIELDS, RENTAL_FILES_TOTAL_MAX_BYTES, type RentalFileField } from '#core/leads/rental-application.ts'
import { FormSection } from '#app/ui/forms/form-parts.tsx'
import { RentalAgreement } from './rental-fields.tsx'
import { useT } from '#app/i18n/use-t.ts'

// An applicant's private documents through the one upload intake (server/uploads/receive-upload.ts): a photo ID and
// up to three proofs of income, kept outside the public folder and read by signed-in staff only.

export type ChosenFiles = Record<RentalFileField, File[]>
export const noFiles = (): ChosenFiles => ({ idDocument: [], incomeProof: [] })

/** The problem with the chosen files as a whole (the server's same words, in the page's language), or null. */
export function filesProblem(files: ChosenFiles, t: TFunction): string | null {
  if (!files.idDocument.length) return t('rentals:files.noId')
  if (!files.incomeProof.length) return t('rentals:files.noIncome')
  const total = [...files.idDocument, ...files.incomeProof].reduce((sum, f) => sum + f.size, 0)
  if (total > RENTAL_FILES_TOTAL_MAX_BYTES) return t('forms:files.tooLarge', { mb: RENTAL_FILES_TOTAL_MAX_BYTES / 1024 / 1024 })
  return null
}

export function appendFiles(body: FormData, files: ChosenFiles) {
  for (const [field, chosen] of Object.entries(files)) for (const file of chosen) body.append(field, file, file.name)
}

export function ApplicantFiles({ files, onChange }: { files: ChosenFiles; onChange: (files: ChosenFiles) => void }) {
  const { t } = useT('rentals')
  const picker = (field: RentalFileField) => (
    <FilePicker
      key={field}
      name={field}
      label={t(`files.${field}.label`)}
      hint={t(`files.${field}.hint`)}
      kinds={RENTAL_FILE_FIELDS[field].kinds}
      maxCount={RENTAL_FILE_FIELDS[field].maxCount}
      files={files[field]}
      onChange={(chosen) => onChange({ ...files, [field]: chosen })}
    />
  )
  return <>{(Object.keys(RENTAL_FILE_FIELDS) as RentalFileField[]).map(picker)}</>
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
  const { t } = useT('rentals')
  return (
    <>
      <FormSection id={`${idPrefix}-documents`} title={t('section.documents')}>
        <ApplicantFiles files={files} onChange={onFiles} />
      </FormSection>
      <FormSection id={`${idPrefix}-agreement`} title={t('section.agreement')}>
        <RentalAgreement checked={consent} onChange={onConsent} />
      </FormSection>
    </>
  )
}
