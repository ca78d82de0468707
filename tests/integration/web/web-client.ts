import { TEST_CAPTCHA_ANSWER } from "../../../server/accounts/captcha-text";
import { CookieJar } from "../../helpers/cookie-jar";
import { solveAltcha, type AltchaChallenge } from "../../helpers/proof-of-work";
import { type TestSite } from "../../helpers/site";

export interface DoorAnswer {
  code: number;
  msg: string;
  data: unknown;
}

// Node's fetch names itself "node", which isbot calls a bot; bots get bare statuses instead of pages.
const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

/** One browser without JavaScript: plain requests, its own cookies, redirects not followed. */
export class WebClient {
  readonly jar = new CookieJar();

  constructor(private readonly site: TestSite) {}

  /** A request as the site's own page sends it: a post carries the site's Origin unless the test sets another. */
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookies = this.jar.header();
    if (cookies) headers.set("Cookie", cookies);
    headers.set("User-Agent", BROWSER_USER_AGENT);
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD" && !headers.has("Origin")) headers.set("Origin", this.site.url);
    const response = await fetch(`${this.site.url}${path}`, { ...init, headers, redirect: "manual" });
    this.jar.store(response);
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  /** A form post as a browser sends it. */
  postForm(path: string, fields: Record<string, string>): Promise<Response> {
    return this.request(path, { method: "POST", body: new URLSearchParams(fields) });
  }

  /** A call through the browser's door /api/{name}. */
  async api(name: string, param: unknown = {}): Promise<{ response: Response; answer: DoorAnswer }> {
    const response = await this.request(`/api/${name}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(param),
    });
    return { response, answer: (await response.json()) as DoorAnswer };
  }

  /** Loads a captcha (as the register form's image does) so that the next registration can answer it. */
  async loadCaptcha(): Promise<void> {
    const image = await this.get("/api/kaptcha");
    if (image.status !== 200) throw new Error(`captcha image answered ${image.status}`);
    await image.text();
  }

  /**
   * What the altcha widget does with JavaScript: fetches a challenge from GET /api/powChallenge and
   * solves it; the answer goes in the form's `altcha` field.
   */
  async solvedPow(): Promise<string> {
    const response = await this.get("/api/powChallenge");
    if (response.status !== 200) throw new Error(`challenge answered ${response.status}`);
    return solveAltcha((await response.json()) as AltchaChallenge);
  }

  /** Registers by username through the no-JavaScript form; the client ends up logged in. */
  async register(username: string, password: string, nickname: string, extra: Record<string, string> = {}): Promise<Response> {
    await this.loadCaptcha();
    return this.postForm("/account/register", {
      method: "username",
      username,
      password,
      nickname,
      captchaCode: TEST_CAPTCHA_ANSWER,
      redirectTo: "/",
      ...extra,
    });
  }

  /**
   * The honeypot inputs a page's forms carry (remix-utils: a randomized name left empty, and the
   * page's time, encrypted), as a browser would post them.
   */
  async honeypotFields(path: string): Promise<Record<string, string>> {
    const html = await pageHtml(await this.get(path));
    const name = /name="(name__confirm_[0-9a-f]+)"/.exec(html)?.[1];
    const validFrom = /name="from__confirm"[^>]*value="([^"]+)"/.exec(html)?.[1];
    if (!name || !validFrom) throw new Error(`no honeypot inputs on ${path}`);
    return { [name]: "", from__confirm: validFrom.replaceAll("&#x2F;", "/").replaceAll("&amp;", "&") };
  }

  login(account: string, password: string, extra: Record<string, string> = {}): Promise<Response> {
    return this.postForm("/account/login", { account, password, redirectTo: "/", ...extra });
  }
}

/**
 * A page's HTML. React 18.3's renderToPipeableStream (react/react#31134) leaves NUL bytes in its
 * output where a multi-byte character does not fit the end of its 2 KB buffer; browsers drop them
 * in text, so these tests drop them too and check what a person would read.
 */
export async function pageHtml(response: Response): Promise<string> {
  return (await response.text()).replaceAll("\0", "");
}

let counter = 0;

/** A username no other test of this run uses. */
export function uniqueUsername(prefix = "fan"): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`;
}
