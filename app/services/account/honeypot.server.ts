// The honeypot of the anonymous forms (STYLE.md, "A honeypot field on anonymous forms"), through
// remix-utils: a field people never see (its name randomized on every page) and the time the page
// was made, encrypted with the site's cookie secret. The root loader hands the page its inputs
// (HoneypotProvider); the login and register actions refuse a filled one, or a forged time, like
// any failed attempt (app/services/account/actions.server.ts).
import { type AppLoadContext } from "@remix-run/node";
import { Honeypot, SpamError, type HoneypotInputProps } from "remix-utils/honeypot/server";

const EARLIEST_PAGE_TIME = Date.UTC(2020, 0, 1);

/**
 * remix-utils' honeypot, strict about the time. A forged value has no salt, so crypto-js derives
 * its key with a random one: the result is sometimes not text at all ("Malformed UTF-8 data", a
 * 500 until now) and sometimes garbage that Number() reads as a number (" " is 0), which passed.
 * Only a real time passes here.
 */
class StrictHoneypot extends Honeypot {
  protected override decrypt(value: string): string {
    let text = "";
    try {
      text = super.decrypt(value);
    } catch {
      throw new SpamError("Invalid honeypot valid from input");
    }
    // A real time is the 13 digits of a moment since 2020; garbage is almost never that ("7" was).
    if (!/^\d{13}$/.test(text) || Number(text) < EARLIEST_PAGE_TIME) throw new SpamError("Invalid honeypot valid from input");
    return text;
  }
}

// One per secrets object, so once per process: the secret is read at start (server/config/secrets.ts).
const honeypots = new WeakMap<object, Honeypot>();

function honeypotOf(context: AppLoadContext): Honeypot {
  let honeypot = honeypots.get(context.secrets);
  if (!honeypot) {
    honeypot = new StrictHoneypot({ randomizeNameFieldName: true, encryptionSeed: context.secrets.cookieSecret });
    honeypots.set(context.secrets, honeypot);
  }
  return honeypot;
}

// Encrypting the time costs a key derivation (crypto-js's passphrase mode) on every page view, a
// few percent of a page's CPU: pages made within the same second share one set of inputs. A time
// up to a second old is still "the time the page was made" for the check, which only refuses
// missing, forged or future times.
const INPUTS_REUSE_MS = 1_000;
const recentInputs = new WeakMap<object, { until: number; inputs: HoneypotInputProps }>();

/** The inputs of this page's forms: a field name and the time, encrypted, made afresh every second. */
export function honeypotInputProps(context: AppLoadContext, now = Date.now()): HoneypotInputProps {
  const recent = recentInputs.get(context.secrets);
  if (recent && recent.until > now) return recent.inputs;
  const inputs = honeypotOf(context).getInputProps({ validFromTimestamp: now });
  recentInputs.set(context.secrets, { until: now + INPUTS_REUSE_MS, inputs });
  return inputs;
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
