import { useFetcher, useLocation } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { smallAvatarUrl } from "../../../contract/avatar-url";
import { type RoomDetail } from "../../../contract/backend-calls/live-rooms";
import { isLoginAtom, viewerCountAtom } from "~/atoms";
import { toast } from "~/components/shell/toast";
import { UserIcon } from "~/components/ui/icons";
import { abbreviateNumber } from "~/services/locale/numbers";
import { t } from "~/services/locale/room-messages";
import { type RoomActionAnswer } from "~/services/rooms/room-forms";
import { hrefWithModal } from "~/services/shell/modal-url";

/** Follow ↔ Unfollow: a form that works without JavaScript; with it, the button changes in place. */
function FollowButton({ anchorId, following }: { anchorId: number; following: boolean }) {
  const isLogin = useAtomValue(isLoginAtom);
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<RoomActionAnswer>();
  const answer = fetcher.data;
  useEffect(() => {
    if (answer) (answer.ok ? toast.success : toast.error)(t(answer.message));
  }, [answer]);
  if (!isLogin)
    return (
      <a className="button" href={hrefWithModal(location, "login")}>
        {t("follow")}
      </a>
    );
  const pending = fetcher.state !== "idle";
  const isFollowing = pending ? fetcher.formData?.get("follow") === "1" : (answer?.following ?? following);
  return (
    <fetcher.Form method="post" data-testid="follow-form">
      <input type="hidden" name="intent" value="follow" />
      <input type="hidden" name="anchorId" value={anchorId} />
      <input type="hidden" name="follow" value={isFollowing ? "0" : "1"} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        className={isFollowing ? "button button--ghost" : "button"}
        aria-pressed={isFollowing}
        data-testid="follow-button"
      >
        {isFollowing ? t("unfollow") : t("follow")}
      </button>
    </fetcher.Form>
  );
}

/** A sport's name for the sports the site knows; a commentator's own category as it is. */
function categoryText(category: string): string {
  if (category === "football") return t("sportFootball");
  if (category === "basketball") return t("sportBasketball");
  return category;
}

/** The commentator, the room's fields (spec section 3) and the live viewer count. */
export function RoomInfo({ room }: { room: RoomDetail }) {
  const liveViewers = useAtomValue(viewerCountAtom);
  const viewers = liveViewers || room.viewerCount;
  return (
    <section className="room-info" aria-label={room.name}>
      <div className="room-info__anchor">
        {room.anchor.icon ? (
          <img src={smallAvatarUrl(room.anchor.icon)} alt="" width={48} height={48} className="avatar" />
        ) : (
          <UserIcon className="room-info__placeholder" />
        )}
        <div className="room-info__who">
          <strong data-testid="room-anchor">{room.anchor.nickName}</strong>
          <span className="muted">
            {abbreviateNumber(room.anchor.followers)} {t("followers")}
          </span>
        </div>
        <FollowButton anchorId={room.anchor.id} following={room.following} />
      </div>
      <h1 className="room-info__name">
        {room.isLive ? <span className="live-badge">{t("liveNow")}</span> : null} {room.name}
      </h1>
      <p className="room-info__meta">
        <span className="chip">{categoryText(room.category)}</span>
        <span data-testid="room-viewers">
          {abbreviateNumber(viewers)} {t("viewersLabel")}
        </span>
      </p>
      {room.notification ? (
        <p className="room-info__notification">
          <strong>{t("roomNotification")}:</strong> {room.notification}
        </p>
      ) : null}
      {room.introduction ? (
        <p className="room-info__introduction">
          <strong>{t("roomIntroduction")}:</strong> {room.introduction}
        </p>
      ) : null}
      {room.line1 || room.line2 ? (
        <ul className="room-info__lines">
          {[room.line1, room.line2].filter(Boolean).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
