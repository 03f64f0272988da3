import { useState } from 'react'
import { errorMessage, staffRequest } from '#app/admin/lib/request.ts'
import { FileDrop } from '#app/admin/ui/file-drop.tsx'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import type { ListingImportAnswer } from '#core/listings/listing-import.ts'
import { LISTING_IMPORT_MAX_CHARS, LISTING_IMPORT_MAX_ROWS } from '#core/listings/listing-import.ts'

// The RESO CSV import of the Properties screen (docs/decisions/0158-reso-csv-export-and-import.md): choose a file, read
// what each row would do, then import it. Nothing is saved before Import.

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

export function ListingImportPanel({ onClose, onImported }: { onClose: () => void; onImported: (words: string) => void }) {
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null)
  const [preview, setPreview] = useState<ListingImportAnswer | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState('')

  const send = (path: string, csv: string) => staffRequest<ListingImportAnswer>(path, { method: 'POST', body: { csv } })

  /** One step with the file: busy meanwhile, and a failure said in the server's words. */
  async function run(fallback: string, work: () => Promise<void>) {
    setBusy(true)
    setFailed('')
    try {
      await work()
    } catch (err) {
      setFailed(errorMessage(err, fallback, { onlyServer: true }))
    } finally {
      setBusy(false)
    }
  }

  const choose = ([chosen]: File[]) => {
    if (!chosen) return
    setPreview(null)
    if (chosen.size > LISTING_IMPORT_MAX_CHARS)
      return setFailed(`"${chosen.name}" is too large: at most ${LISTING_IMPORT_MAX_CHARS / 1024 / 1024} MB.`)
    void run('The file could not be read. Please try again.', async () => {
      const csv = await chosen.text()
      setFile({ name: chosen.name, csv })
      setPreview(await send('/api/admin/properties/import/preview', csv))
    })
  }

  const confirm = () =>
    run('The import failed. Please try again.', async () => {
      const done = await send('/api/admin/properties/import', file!.csv)
      onImported(
        `Imported ${plural(done.creates, 'new listing', 'new listings')} and updated ${plural(done.updates, 'listing', 'listings')}.`,
      )
      setPreview(done)
    })

  return (
    <section className="admin-panel li-panel" aria-labelledby="listing-import-heading">
      <h2 id="listing-import-heading">Import listings from CSV</h2>
      <p className="admin-muted">
        A file with RESO column names, such as one from Export CSV. A row whose ListingKey is one of our listings updates it; other rows
        become new drafts. Photos are taken only from this site’s media library.
      </p>
      <FileDrop
        choose="Choose CSV file"
        after={file ? <span className="li-file">{file.name}</span> : undefined}
        help={`CSV, up to ${LISTING_IMPORT_MAX_CHARS / 1024 / 1024} MB and ${LISTING_IMPORT_MAX_ROWS.toLocaleString('en-US')} listings.`}
        accept=".csv,text/csv"
        disabled={busy}
        testId="listing-import-file"
        onFiles={choose}
      />
      {busy && (
        <p className="admin-muted" role="status">
          Working…
        </p>
      )}
      <FormOutcome error={failed} />
      {preview && (
        <>
          <p role="status" className="li-summary">
            {preview.done ? 'Done: ' : 'This file will '}
            {preview.done ? 'created' : 'create'} {plural(preview.creates, 'listing', 'listings')}, {preview.done ? 'updated' : 'update'}{' '}
            {plural(preview.updates, 'listing', 'listings')}
            {preview.invalid > 0 && `; ${plural(preview.invalid, 'row has', 'rows have')} problems to fix in the file first`}.
            {preview.ignoredColumns.length > 0 && ` Columns not read: ${preview.ignoredColumns.join(', ')}.`}
          </p>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Rows of the file">
            <table className="admin-table li-rows">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Does</th>
                  <th scope="col">Listing</th>
                  <th scope="col">Problems and notes</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.row} data-invalid={r.problems.length > 0 ? '' : undefined}>
                    <th scope="row">{r.row}</th>
                    <td>{r.problems.length > 0 ? 'Not imported' : r.action === 'create' ? 'Create' : 'Update'}</td>
                    <td>{r.title || '(no title)'}</td>
                    <td>
                      <ul className="li-notes">
                        {r.problems.map((p, i) => (
                          <li key={`p${i}`} className="li-problem">
                            {p.field}: {p.message}
                          </li>
                        ))}
                        {r.notes.map((n, i) => (
                          <li key={`n${i}`}>{n}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <div className="li-actions">
        {preview && !preview.done && (
          <button
            type="button"
            className="admin-btn admin-btn-primary"
            disabled={busy || preview.invalid > 0}
            onClick={() => void confirm()}
          >
            Import {plural(preview.creates + preview.updates, 'listing', 'listings')}
          </button>
        )}
        <button type="button" className="admin-btn admin-btn-secondary" onClick={onClose}>
          {preview?.done ? 'Close' : 'Cancel'}
        </button>
      </div>
    </section>
  )
}
