import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { preloadAccountForms } from "~/components/account/lazy-forms";
import { LazyMenuModal, LazyNotificationsModal, LazySearchModal } from "~/components/shell/lazy-modals";
import { preloadMenuScreens } from "~/components/sports/lazy-screens";
import { CspNonceContext } from "~/services/shell/csp-nonce";
import { t } from "~/services/locale/messages";
import { createStripNulBytes } from "~/services/shell/strip-nul-bytes.server";
import { type EdgeMessages } from "../contract/edge-messages";

const ABORT_DELAY_MS = 5_000;

// The modals' forms, the notifications, search and menu modals and the menu screens are separate chunks in the browser
// (components/ui/lazy-component.tsx); here they are loaded once before the first render, so a page
// rendered with a modal open has its content in the HTML (the no-JavaScript path).
const lazyChunksReady = Promise.all([
  preloadAccountForms(),
  LazyNotificationsModal.preload(),
  LazySearchModal.preload(),
  LazyMenuModal.preload(),
  preloadMenuScreens(),
]);

/**
 * The texts the web node (server/web) answers with by itself, before or around Remix: it reads
 * them from this build, because server/ never imports app/ (docs/decisions/011-web-edge-security.md).
 */
export const edgeMessages: EdgeMessages = {
  crossSiteRefused: t("crossSiteRefused"),
  requestTooLarge: t("requestTooLarge"),
  uploadTooLarge: t("imageTooLarge"),
  serverError: t("errorTryAgain"),
  backToHome: t("backToHome"),
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): Response | Promise<Response> {
  const bot = isbot(request.headers.get("user-agent") ?? "");
  // Search and preview bots get the right status but never the error page itself,
  // so a 404 or 500 screen is not indexed or shown in link previews.
  if (bot && responseStatusCode >= 400) {
    responseHeaders.set("Content-Type", "text/plain; charset=utf-8");
    responseHeaders.set("X-Robots-Tag", "noindex");
    return new Response(`${responseStatusCode}\n`, { status: responseStatusCode, headers: responseHeaders });
  }

  return lazyChunksReady.then(() => render(request, responseStatusCode, responseHeaders, remixContext, loadContext, bot));
}

function render(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
  bot: boolean,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const readyEvent = bot ? "onAllReady" : "onShellReady";
    // Every inline script carries the response's CSP nonce (decision 011): Remix's (root.tsx reads
    // it from the context, RemixServer gives it to the streamed data) and React's own.
    const nonce = loadContext.cspNonce;
    const app = (
      <CspNonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </CspNonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyEvent]() {
        shellRendered = true;
        const body = createStripNulBytes();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged here; before it they reach the error boundary.
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}
