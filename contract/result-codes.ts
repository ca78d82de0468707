// Result codes of a backend call (spec section 8): the `errCode` of the response envelope, and the
// `code` the browser's door /api/{name} answers with.
export const RESULT = {
  /** The session id names no live logged-in session: a new guest session replaces it. */
  sessionExpired: 100,
  ok: 200,
  /** Refused; the message is a message key (contract/message-keys.ts). */
  refused: 400,
  /** Never sent by the backend: what an answer that could not be read (or never came) counts as. */
  internal: 500,
} as const;

export type ResultCode = (typeof RESULT)[keyof typeof RESULT];

/** The message of a RESULT.internal answer (spec section 8). */
export const INTERNAL_ERROR_MESSAGE = "Internal Error";
