import { Form, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { roomPath } from "~/components/rooms/RoomList";
import { EmptyState } from "~/components/ui/EmptyState";
import { UserIcon } from "~/components/ui/icons";
import { smallAvatarUrl } from "../../../contract/avatar-url";
import { t } from "~/services/locale/screen-messages";
import { formatMatchTime } from "~/services/locale/time";
import { type FollowedCommentatorView } from "~/services/user-centre/view";

/** One form per commentator; a refusal shows at the top of the page (user.tsx), which no single row owns. */
function UnfollowButton({ anchorId }: { anchorId: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "unfollow" && navigation.formData.get("anchorId") === anchorId;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="unfollow" />
      <input type="hidden" name="anchorId" value={anchorId} />
      <SubmitButton label={t("unfollow")} pending={pending} variant="ghost" />
    </Form>
  );
}

/** The commentators the user follows, each with an Unfollow button. */
export function FollowedCommentators({ items, renderedAt }: { items: readonly FollowedCommentatorView[]; renderedAt: number }) {
  if (items.length === 0) return <EmptyState message={t("noFollowedCommentators")} />;
  return (
    <ul className="person-list" data-testid="followed-list">
      {items.map((item) => (
        <li key={item.anchorId} className="person-list__item">
          {item.icon ? (
            <img src={smallAvatarUrl(item.icon)} alt="" width={40} height={40} className="avatar" loading="lazy" />
          ) : (
            <UserIcon className="person-list__placeholder" />
          )}
          <div className="person-list__text">
            <strong>{item.roomSlug ? <a href={roomPath(item.roomSlug)}>{item.nickName}</a> : item.nickName}</strong>
            <span className="muted">
              {t("followedSince")} {formatMatchTime(item.followedAt, renderedAt)}
            </span>
          </div>
          {item.isLive && item.roomSlug ? (
            <a href={roomPath(item.roomSlug)} className="match-status match-status--live">
              {t("roomIsLive")}
            </a>
          ) : null}
          <UnfollowButton anchorId={item.anchorId} />
        </li>
      ))}
    </ul>
  );
}
