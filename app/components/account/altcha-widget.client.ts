// Loaded only in the browser, with import() from ProofOfWorkField, so the widget's code is a chunk
// of its own that pages fetch only when a form shows it (docs/decisions/014-proof-of-work.md).
import "altcha";

/** The widget's worker script, served by the site itself (app/routes/altcha-worker[.]js.ts). */
export const ALTCHA_WORKER_URL = "/altcha-worker.js";

// The widget would start its workers from blob: URLs, which the site's Content-Security-Policy
// refuses (and the widget then never finishes); a worker from our own origin is allowed. This is
// the widget's own hook for making its workers (altchaCreateWorker in altcha's typings).
globalThis.altchaCreateWorker = () => new Worker(ALTCHA_WORKER_URL);
