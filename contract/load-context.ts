// What the web node (server/web/app.ts) hands every Remix loader and action; the Remix app
// declares it as its AppLoadContext (app/services/shell/load-context.ts). Types only.
export interface BackendSecrets {
  requestKey: string;
  responseKey: string;
  cookieSecret: string;
}

/** A type, not an interface, so that it fits Remix's index-signature AppLoadContext. */
export type VsportLoadContext = {
  backendUrl: string;
  secrets: BackendSecrets;
  buildId: string;
  buildCheckIntervalMs: number;
  /** True when the request reached us over https (directly or through a trusted proxy). */
  secureRequest: boolean;
  /** The browser's address (Express's req.ip, which honours TRUST_PROXY). */
  clientAddress: string;
  /** SITE_URL's origin ("https://vsport.vn"), or null: then the request's own origin is used. */
  siteOrigin: string | null;
  /** The nonce of this response's Content-Security-Policy: every inline script carries it (decision 011). */
  cspNonce: string;
};
