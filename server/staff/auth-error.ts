/** A refusal of a staff sign-in or account request: its 4xx status and the words staff see. */
export class AuthError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A 429's wait, for its Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}
