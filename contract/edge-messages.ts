// Shared by app/ and server/: the few texts the web node (server/web) answers with by itself,
// before or around Remix. app/entry.server.tsx fills them from the dictionary
// (app/services/messages.ts); server/web reads them from the loaded Remix build, because server/
// never imports app/.

export interface EdgeMessages {
  /** A form or call posted from another site (server/web/same-origin.ts). */
  crossSiteRefused: string;
  /** A body over the limit of its path (server/web/body-limit.ts). */
  requestTooLarge: string;
  /** The same on /user, whose forms carry images. */
  uploadTooLarge: string;
  /** Anything the web node could not answer otherwise (the last-resort error handler). */
  serverError: string;
  /** The link back to the home page on the edge's own pages. */
  backToHome: string;
}
