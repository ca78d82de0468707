import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { Provider } from "jotai";
import { type WritableAtom } from "jotai";
import { useHydrateAtoms } from "jotai/utils";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- jotai's own "any writable atom" shape
type AnyWritableAtom = WritableAtom<unknown, any[], any>;
import { type ReactNode } from "react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import {
  isAdminAtom,
  isCanBanUserAtom,
  isCommentatorAtom,
  isLoadFromIframeAtom,
  isLoginAtom,
  modalAtoms,
  userInfoStateAtom,
  type ModalName,
} from "~/atoms";
import { AccountMenu } from "~/components/shell/AccountMenu";
import { ErrorScreen } from "~/components/shell/ErrorScreen";
import { LoadingOverlay } from "~/components/shell/LoadingOverlay";
import { LiveConnection } from "~/components/shell/LiveConnection";
import { NewBuildWatcher } from "~/components/shell/NewBuildWatcher";
import { SiteFooter } from "~/components/shell/SiteFooter";
import { SiteHeader } from "~/components/shell/SiteHeader";
import { Toasts } from "~/components/shell/Toasts";
import { LoginModal } from "~/components/account/LoginModal";
import { Menu, Notifications, Search } from "~/components/shell/lazy-modals";
import { RegisterModal } from "~/components/account/RegisterModal";
import { newsPath } from "~/services/shell/menu";
import { siteOrigin } from "~/services/shell/site-origin.server";
import { CanonicalLink } from "~/components/seo/CanonicalLink";
import { honeypotInputProps } from "~/services/account/honeypot.server";
import { getSiteShell } from "~/services/shell/content-api.server";
import { useCspNonce } from "~/services/shell/csp-nonce";
import { isMessageKey, t } from "~/services/locale/messages";
import { modalFromSearch } from "~/services/shell/modal-url";
import {
  CONFIG_CODES,
  customCssVariablesRule,
  safeThemeColor,
  socialLinks,
  themeModeOf,
  type ThemeMode,
} from "~/services/shell/site-config";
import { themeFromCookie } from "~/services/shell/theme.server";
import { resolveViewer } from "~/services/session/session.server";
import { type Viewer } from "~/services/session/viewer";
import { type Toast } from "~/services/shell/toast";
import { readToast } from "~/services/shell/toast.server";
import stylesheet from "~/styles/app.css";
import sportsStylesheet from "~/styles/sports.css";
import contentStylesheet from "~/styles/content.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // Teams, competitions, top players and the search modal's results (app/components/sports).
  { rel: "stylesheet", href: sportsStylesheet },
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [shell, flash, session] = await Promise.all([getSiteShell(context), readToast(request, context), resolveViewer(request, context)]);
  const configuration = shell.configuration;
  const themeMeta = themeModeOf(configuration[CONFIG_CODES.themeMode]);
  const url = new URL(request.url);
  const headers = new Headers();
  if (flash.setCookie) headers.append("Set-Cookie", flash.setCookie);
  for (const cookie of session.setCookies) headers.append("Set-Cookie", cookie);
  const toast: Toast | null = session.sessionExpired ? { kind: "error", message: "sessionExpired" } : flash.toast;
  return data(
    {
      siteName: configuration[CONFIG_CODES.siteName] ?? "vsport",
      origin: siteOrigin(request, context),
      siteDescription: configuration[CONFIG_CODES.siteDescription] ?? "",
      logo: configuration[CONFIG_CODES.logoPath] ?? "/images/logo.svg",
      footerCopyright: configuration[CONFIG_CODES.footerCopyright] ?? "",
      socials: socialLinks(configuration),
      themeColor: safeThemeColor(configuration[CONFIG_CODES.themeColor]),
      themeMeta,
      theme: themeFromCookie(request) ?? themeMeta,
      cssVariables: customCssVariablesRule(configuration[CONFIG_CODES.customCssVariables]),
      menu: shell.menu,
      toast,
      viewer: session.viewer,
      buildId: context.buildId,
      buildCheckIntervalMs: context.buildCheckIntervalMs,
      iframe: url.searchParams.get("layout") === "iframe",
      // An expired session opens the login modal (spec section 4).
      modal: session.sessionExpired ? "login" : modalFromSearch(url.search),
      // The login and register forms' honeypot: a fresh field name and the time, encrypted (honeypot.server.ts).
      honeypot: honeypotInputProps(context),
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: root }) => [
  { title: root?.siteName ?? "vsport" },
  { name: "description", content: root?.siteDescription ?? t("siteTagline") },
];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const theme: ThemeMode = root?.theme ?? "light";
  // Inline scripts run only with the response's CSP nonce (decision 011).
  const nonce = useCspNonce();
  return (
    <html lang="vi" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={root?.themeColor ?? "#e11d48"} />
        <meta name="theme-mode" content={root?.themeMeta ?? "light"} />
        <Meta />
        {root?.origin ? <CanonicalLink origin={root.origin} /> : null}
        <Links />
        {root?.cssVariables ? <style data-testid="custom-css-variables">{root.cssVariables}</style> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Server-known state enters the per-request jotai store before the first render, so SSR and hydration agree. */
function HydrateAtoms({
  modal,
  viewer,
  iframe,
  children,
}: {
  modal: ModalName | null;
  viewer: Viewer;
  iframe: boolean;
  children: ReactNode;
}) {
  useHydrateAtoms(
    new Map<AnyWritableAtom, unknown>([
      ...(modal ? [[modalAtoms[modal], true] as const] : []),
      [userInfoStateAtom, viewer.user],
      [isLoginAtom, viewer.isLogin],
      [isAdminAtom, viewer.isAdmin],
      [isCommentatorAtom, viewer.isCommentator],
      [isCanBanUserAtom, viewer.isCanBanUser],
      [isLoadFromIframeAtom, iframe],
    ]),
  );
  return children;
}

export default function App() {
  const root = useLoaderData<typeof loader>();
  return (
    <Provider>
      <HoneypotProvider {...root.honeypot}>
        <HydrateAtoms modal={root.modal} viewer={root.viewer} iframe={root.iframe}>
          {!root.iframe && (
            <SiteHeader
              siteName={root.siteName}
              logo={root.logo}
              menu={root.menu}
              theme={root.theme}
              account={<AccountMenu viewer={root.viewer} />}
            />
          )}
          <LiveConnection />
          <main>
            <Outlet />
          </main>
          {!root.iframe && <SiteFooter menu={root.menu} socials={root.socials} copyright={root.footerCopyright} />}
          <Menu menu={root.menu} viewer={root.viewer} />
          <Search searchPath="/tim-kiem" newsPath={newsPath(root.menu)} />
          <Notifications />
          <LoginModal />
          <RegisterModal />
          <LoadingOverlay />
          <Toasts flash={root.toast} />
          <NewBuildWatcher buildId={root.buildId} intervalMs={root.buildCheckIntervalMs} />
        </HydrateAtoms>
      </HoneypotProvider>
    </Provider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const reason: unknown = isRouteErrorResponse(error) && typeof error.data === "object" && error.data !== null ? error.data.reason : null;
  const message =
    status === 404 ? t("pageNotFound") : status === 403 ? t(isMessageKey(reason) ? reason : "accessDenied") : t("errorOccurred");
  return <ErrorScreen status={status} message={message} />;
}
