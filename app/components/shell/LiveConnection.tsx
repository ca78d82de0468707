import { useAtomValue } from "jotai";
import { Link } from "@remix-run/react";
import { countMatchLiveAtom } from "~/atoms/live";
import { useLiveSocket } from "~/services/live/use-live-socket";
import { t } from "~/services/locale/messages";

/** Opens the page's live-data socket for as long as the page lives (spec section 4). */
export function LiveConnection() {
  useLiveSocket();
  return null;
}

/** countMatchLive: how many matches are live, from the socket; hidden while none are. */
export function LiveCountBadge({ schedulePath }: { schedulePath: string }) {
  const count = useAtomValue(countMatchLiveAtom);
  if (count <= 0) return null;
  return (
    <Link to={schedulePath} className="live-count" data-testid="live-count">
      <span className="live-count__dot" aria-hidden="true" />
      <span className="live-count__label">{t("liveShort")} </span>
      <span data-testid="live-count-number">{count}</span>
      <span className="visually-hidden"> {t("liveMatchesNow")}</span>
    </Link>
  );
}
