import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { Provider } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { type ReactNode } from "react";
import { modalAtoms, type ModalName } from "~/atoms";
import { ErrorScreen } from "~/components/layout/ErrorScreen";
import { LoadingOverlay } from "~/components/layout/LoadingOverlay";
import { NewBuildWatcher } from "~/components/layout/NewBuildWatcher";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { Toasts } from "~/components/layout/Toasts";
import { MenuModal } from "~/components/modals/MenuModal";
import { ModalTrigger } from "~/components/modals/ModalTrigger";
import { NotificationsModal } from "~/components/modals/NotificationsModal";
import { SearchModal } from "~/components/modals/SearchModal";
import { getSiteShell } from "~/services/content-api.server";
import { t } from "~/services/messages";
import { modalFromSearch } from "~/services/modal-url";
import { CONFIG_CODES, customCssVariablesRule, safeThemeColor, socialLinks, themeModeOf, type ThemeMode } from "~/services/site-config";
import { themeFromCookie } from "~/services/theme.server";
import { readToast } from "~/services/toast.server";
import stylesheet from "~/styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [shell, flash] = await Promise.all([getSiteShell(context), readToast(request, context)]);
  const configuration = shell.configuration;
  const themeMeta = themeModeOf(configuration[CONFIG_CODES.themeMode]);
  const url = new URL(request.url);
  return data(
    {
      siteName: configuration[CONFIG_CODES.siteName] ?? "vsport",
      siteDescription: configuration[CONFIG_CODES.siteDescription] ?? "",
      logo: configuration[CONFIG_CODES.logoPath] ?? "/images/logo.svg",
      footerCopyright: configuration[CONFIG_CODES.footerCopyright] ?? "",
      socials: socialLinks(configuration),
      themeColor: safeThemeColor(configuration[CONFIG_CODES.themeColor]),
      themeMeta,
      theme: themeFromCookie(request) ?? themeMeta,
      cssVariables: customCssVariablesRule(configuration[CONFIG_CODES.customCssVariables]),
      menu: shell.menu,
      toast: flash.toast,
      buildId: context.buildId,
      buildCheckIntervalMs: context.buildCheckIntervalMs,
      iframe: url.searchParams.get("layout") === "iframe",
      modal: modalFromSearch(url.search),
    },
    flash.setCookie ? { headers: { "Set-Cookie": flash.setCookie } } : undefined,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: root }) => [
  { title: root?.siteName ?? "vsport" },
  { name: "description", content: root?.siteDescription ?? t("siteTagline") },
];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const theme: ThemeMode = root?.theme ?? "light";
  return (
    <html lang="vi" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={root?.themeColor ?? "#e11d48"} />
        <meta name="theme-mode" content={root?.themeMeta ?? "light"} />
        <Meta />
        <Links />
        {root?.cssVariables ? <style data-testid="custom-css-variables">{root.cssVariables}</style> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function HydrateModalFromUrl({ modal, children }: { modal: ModalName | null; children: ReactNode }) {
  useHydrateAtoms(new Map(modal ? [[modalAtoms[modal], true]] : []));
  return children;
}

export default function App() {
  const root = useLoaderData<typeof loader>();
  return (
    <Provider>
      <HydrateModalFromUrl modal={root.modal}>
        {!root.iframe && (
          <SiteHeader
            siteName={root.siteName}
            logo={root.logo}
            menu={root.menu}
            theme={root.theme}
            account={
              <div className="header-auth">
                <ModalTrigger modal="login" className="button button--ghost">{t("login")}</ModalTrigger>
                <ModalTrigger modal="register" className="button">{t("register")}</ModalTrigger>
              </div>
            }
          />
        )}
        <main>
          <Outlet />
        </main>
        {!root.iframe && <SiteFooter menu={root.menu} socials={root.socials} copyright={root.footerCopyright} />}
        <MenuModal menu={root.menu} />
        <SearchModal searchPath={`/${root.menu.find((entry) => entry.description === "SCHEDULE")?.code ?? "schedule"}`} />
        <NotificationsModal />
        <LoadingOverlay />
        <Toasts flash={root.toast} />
        <NewBuildWatcher buildId={root.buildId} intervalMs={root.buildCheckIntervalMs} />
      </HydrateModalFromUrl>
    </Provider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status === 404 ? t("pageNotFound") : t("errorOccurred");
  return <ErrorScreen status={status} message={message} />;
}
