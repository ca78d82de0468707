import { altchaWorkerResponse } from "~/services/account/altcha-worker.server";

// /altcha-worker.js: the proof-of-work widget's worker script, from our own origin (decision 014).
export function loader() {
  return altchaWorkerResponse();
}
