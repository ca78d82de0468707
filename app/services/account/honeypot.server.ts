// The honeypot of the anonymous forms (STYLE.md, "A honeypot field on anonymous forms"), through
// remix-utils: a field people never see (its name randomized on every page) and the time the page
// was made, encrypted with the site's cookie secret. The root loader hands the page its inputs
// (HoneypotProvider); the login and register actions refuse a filled one, or a forged time, like
// any failed attempt (app/services/account/actions.server.ts).
import { type AppLoadContext } from "@remix-run/node";
import { Honeypot, SpamError, type HoneypotInputProps } from "remix-utils/honeypot/server";

// One per secrets object, so once per process: the secret is read at start (server/config/secrets.ts).
const honeypots = new WeakMap<object, Honeypot>();

function honeypotOf(context: AppLoadContext): Honeypot {
  let honeypot = honeypots.get(context.secrets);
  if (!honeypot) {
    honeypot = new Honeypot({ randomizeNameFieldName: true, encryptionSeed: context.secrets.cookieSecret });
    honeypots.set(context.secrets, honeypot);
  }
  return honeypot;
}

/** The inputs of this page's forms: a fresh field name and the time, encrypted. */
export function honeypotInputProps(context: AppLoadContext): HoneypotInputProps {
  return honeypotOf(context).getInputProps();
}

/** True when a bot fell in: the field filled, or the time missing, forged or in the future. */
export function isSpam(formData: FormData, context: AppLoadContext): boolean {
  try {
    honeypotOf(context).check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
