import { expect } from "vitest";
import { type TestSite } from "./site";

// A browser without JavaScript, for tests of whole pages: plain form posts, redirects and cookies.

// Pages answer bots with a bare status (decision 004): act as a phone's browser.
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

/** A cookie-keeping client that never follows redirects, so each step can be checked. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  constructor(private readonly site: TestSite) {}

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("User-Agent", BROWSER_USER_AGENT);
    // A browser's post from the site's own page carries its origin.
    if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", this.site.url);
    if (this.cookies.size > 0) headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(`${this.site.url}${pathname}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1).trim());
    }
    return response;
  }

  async page(pathname = "/user"): Promise<string> {
    const response = await this.request(pathname);
    expect(response.status, pathname).toBe(200);
    return response.text();
  }

  post(fields: Record<string, string | Blob>, pathname = "/user"): Promise<Response> {
    const values = Object.entries(fields);
    const hasFile = values.some(([, value]) => value instanceof Blob);
    let body: FormData | URLSearchParams;
    if (hasFile) {
      body = new FormData();
      for (const [name, value] of values) body.append(name, value);
    } else {
      body = new URLSearchParams(values as [string, string][]);
    }
    return this.request(pathname, { method: "POST", body });
  }

  get sessionId(): string {
    return decodeURIComponent(this.cookies.get("sessionId") ?? "");
  }
}
