// What the Express server hands every loader and action (server/web/app.ts builds it).
// Types only: nothing here reaches the browser.
export interface BackendSecrets {
  requestKey: string;
  responseKey: string;
  cookieSecret: string;
}

export interface VsportLoadContext {
  backendUrl: string;
  secrets: BackendSecrets;
  buildId: string;
  buildCheckIntervalMs: number;
  /** True when the request reached us over https (directly or through a trusted proxy). */
  secureRequest: boolean;
  /** The browser's address (Express's req.ip, which honours TRUST_PROXY). */
  clientAddress: string;
  /** The nonce of this response's Content-Security-Policy: every inline script carries it (decision 011). */
  cspNonce: string;
}

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends VsportLoadContext {}
}

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
