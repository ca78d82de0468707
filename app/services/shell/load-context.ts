// The Remix app's load context is the web node's (contract/load-context.ts).
import { type VsportLoadContext } from "../../../contract/load-context";

export type { BackendSecrets, VsportLoadContext } from "../../../contract/load-context";

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends VsportLoadContext {}
}

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
