// A logged-in visitor for the benchmark: the demo user that a first start creates (DEMO_SEED, its
// password in DATA_DIR/demo-accounts.txt, README "Accounts and roles"), logged in through the
// site's own login form without JavaScript, as a browser would. No test-only switch is needed:
// a right password from a fresh address is not challenged (docs/decisions/014-proof-of-work.md),
// and the form's honeypot inputs are read from the login page and posted back.
import { readFileSync } from "node:fs";
import path from "node:path";
import { REQUEST_HEADERS } from "./config";

export interface Account {
  username: string;
  password: string;
}

/** The demo account of the role "user" from a DATA_DIR's demo-accounts.txt ("role username password" lines). */
export function demoUser(dataDir: string): Account {
  const text = readFileSync(path.join(dataDir, "demo-accounts.txt"), "utf8");
  for (const line of text.split("\n")) {
    const [role, username, password] = line.trim().split(/\s+/);
    if (role === "user" && username && password) return { username, password };
  }
  throw new Error(`no demo account of the role user in ${dataDir}/demo-accounts.txt`);
}

class Cookies {
  private readonly values = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";", 1)[0] ?? "";
      const equals = pair.indexOf("=");
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      if (value === "" || /;\s*max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) this.values.delete(name);
      else this.values.set(name, value);
    }
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

const unescapeHtml = (text: string) =>
  text.replaceAll("&#x2F;", "/").replaceAll("&#x3D;", "=").replaceAll("&#x2B;", "+").replaceAll("&amp;", "&");

/** Logs the account in; the Cookie header of its session. Checks that /user then answers 200. */
export async function logIn(baseUrl: string, account: Account): Promise<string> {
  const cookies = new Cookies();
  const request = async (pagePath: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("user-agent", REQUEST_HEADERS["user-agent"]);
    if (cookies.header()) headers.set("cookie", cookies.header());
    if (init.method === "POST") headers.set("origin", baseUrl);
    const response = await fetch(`${baseUrl}${pagePath}`, { ...init, headers, redirect: "manual" });
    cookies.store(response);
    return response;
  };

  const page = await request("/account/login");
  const html = (await page.text()).replaceAll("\0", "");
  const honeypotName = /name="(name__confirm_[0-9a-f]+)"/.exec(html)?.[1];
  const validFrom = /name="from__confirm"[^>]*value="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !honeypotName || !validFrom) throw new Error(`the login page (${page.status}) has no honeypot inputs`);

  const form = new URLSearchParams({
    account: account.username,
    password: account.password,
    redirectTo: "/",
    [honeypotName]: "",
    from__confirm: unescapeHtml(validFrom),
  });
  const answer = await request("/account/login", { method: "POST", body: form });
  await answer.arrayBuffer();
  if (answer.status !== 303) throw new Error(`logging in as ${account.username} answered ${answer.status}, not a redirect`);

  const check = await request("/user");
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`/user answered ${check.status} after logging in as ${account.username}`);
  return cookies.header();
}
