import { useFetcher, useLocation } from "@remix-run/react";
import { MoonIcon, SunIcon } from "~/components/ui/icons";
import { t } from "~/services/locale/messages";
import { type ThemeMode } from "~/services/shell/site-config";

/** Posts to /theme: a plain form round trip without JavaScript, an instant switch with it. */
export function ThemeSwitch({ theme }: { theme: ThemeMode }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get("theme");
  const shown: ThemeMode = pending === "dark" || pending === "light" ? pending : theme;
  const next: ThemeMode = shown === "dark" ? "light" : "dark";
  return (
    <fetcher.Form method="post" action="/theme">
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className="icon-button"
        aria-label={`${t("switchTheme")}: ${next === "dark" ? t("themeDark") : t("themeLight")}`}
        title={t("switchTheme")}
        data-testid="theme-switch"
        onClick={() => {
          // Paint at once; the cookie follows with the request.
          document.documentElement.dataset.theme = next;
        }}
      >
        {shown === "dark" ? <SunIcon /> : <MoonIcon />}
      </button>
    </fetcher.Form>
  );
}
