import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { RemixBrowser } from "@remix-run/react";
import { CspNonceContext } from "~/services/shell/csp-nonce";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* The server's nonce stays on the server: the browser hides it and hydration runs no inline script. */}
      <CspNonceContext.Provider value="">
        <RemixBrowser />
      </CspNonceContext.Provider>
    </StrictMode>,
  );
});
