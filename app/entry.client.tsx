import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { RemixBrowser } from "@remix-run/react";
import { LazyLoginForm, LazyRegisterForm } from "~/components/account/lazy-forms";
import { CspNonceContext } from "~/services/shell/csp-nonce";

function hydrate() {
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
}

// A modal the server rendered open (`?modal=login`, an expired session): its form's chunk is
// fetched before hydrating, so hydration finds the form it expects.
const formReady = document.querySelector('[data-testid="modal-login"]')
  ? LazyLoginForm.preload()
  : document.querySelector('[data-testid="modal-register"]')
    ? LazyRegisterForm.preload()
    : Promise.resolve();
// A chunk that fails to load still leaves the page to hydrate (the form then loads on render).
formReady.then(hydrate, hydrate);
