import { useState } from 'react'
import { redirect, useRevalidator } from 'react-router'
import { loginPathFor } from './guard.ts'
import { StaffRequestError, staffRequest, errorMessage } from './request.ts'

// How a portal screen reads its data: in the route's clientLoader, through
// readForScreen, so a failed read shows on the screen (with Try again) rather
// than as the error page; the screen then takes it with useScreenData.

/** What a clientLoader read for its screen: the data, or why it could not be read. */
export interface ScreenData<T> {
  data: T | null
  error: string
}

/**
 * Reads `path` for the clientLoader of the screen `request` opens; a failure
 * becomes the screen's error text (`describe`, else the error's own words).
 * A 401 ends the session and goes to sign-in, which comes back to the screen
 * being opened (not the one being left, which is still the browser's address).
 */
export async function readForScreen<T>(
  request: Request,
  path: string,
  describe: (err: unknown) => string = (err) => errorMessage(err, 'This could not be loaded.'),
): Promise<ScreenData<T>> {
  try {
    return { data: await staffRequest<T>(path, { redirectOn401: false }), error: '' }
  } catch (err) {
    if (err instanceof StaffRequestError && err.status === 401) throw redirect(loginPathFor(new URL(request.url)))
    return { data: null, error: describe(err) }
  }
}

/**
 * The loader's data as state the screen may change in place (a deleted row, a
 * new order). Each new load replaces it, except a failed one, which leaves
 * what is shown. `reload` reads again (Try again, after a save); while it
 * runs, `error` is empty and `loading` true.
 */
export function useScreenData<T>(loaded: ScreenData<T>) {
  const [data, setData] = useState(loaded.data)
  const [seen, setSeen] = useState(loaded)
  if (seen !== loaded) {
    setSeen(loaded)
    if (loaded.data !== null) setData(loaded.data)
  }
  const revalidator = useRevalidator()
  const loading = revalidator.state === 'loading'
  return { data, setData, error: loading ? '' : loaded.error, loading, reload: () => void revalidator.revalidate() }
}
