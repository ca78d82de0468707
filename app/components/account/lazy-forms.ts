import { lazyComponent } from "~/components/ui/lazy-component";

// The login and register forms of the modals (with conform, zod and the proof of work) are loaded
// when a modal opens, not with every page (docs/decisions/019-page-weight.md).
export const LazyLoginForm = lazyComponent(() => import("./LoginForm").then((module) => module.LoginForm));
export const LazyRegisterForm = lazyComponent(() => import("./RegisterForm").then((module) => module.RegisterForm));

/** Both forms' chunks: the server loads them before rendering a page, so a modal open in its HTML is complete. */
export function preloadAccountForms(): Promise<unknown> {
  return Promise.all([LazyLoginForm.preload(), LazyRegisterForm.preload()]);
}
