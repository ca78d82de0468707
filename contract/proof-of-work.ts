// The proof of work of registration and challenged logins (docs/decisions/014-proof-of-work.md):
// what the register and login forms, the web node and the backend agree on. No imports, so the
// browser bundle can read it for nothing.

/** The form field (and backend param) holding the altcha widget's solution: base64 of a short JSON. */
export const POW_FIELD = "altcha";
/** A solution is about 350 characters; anything much longer is not one. */
export const POW_PAYLOAD_MAX_LENGTH = 1_000;
/** The browser's GET of a challenge: the widget's challenge URL (the backend call powChallenge). */
export const POW_CHALLENGE_URL = "/api/powChallenge";
