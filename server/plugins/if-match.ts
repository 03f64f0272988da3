/** The version an If-Match header names (`"v"` or `W/"v"`); undefined without one: the save is not conditional. */
export function ifMatchVersion(header: string | undefined): string | undefined {
  const m = /^\s*(?:W\/)?"([^"]*)"\s*$/.exec(header ?? '')
  return m ? m[1] : header?.trim() || undefined
}
