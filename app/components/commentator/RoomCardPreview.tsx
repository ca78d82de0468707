import { type RoomSettings } from "../../../contract/backend-calls/commentator";
import { UserIcon } from "~/components/ui/icons";
import { abbreviateNumber } from "~/services/locale/numbers";
import { t } from "~/services/locale/commentator-messages";

/** The room's card as viewers will see it, from the form's values as they are typed. */
export function RoomCardPreview({
  room,
}: {
  room: Pick<RoomSettings, "name" | "category" | "cover" | "notification" | "liveStatus" | "viewerCount" | "anchor" | "slug">;
}) {
  const live = room.liveStatus === "live";
  return (
    <section className="centre-preview card" aria-labelledby="room-preview" data-testid="room-preview">
      <h2 id="room-preview" className="section-title">
        {t("previewRoomTitle")}
      </h2>
      <p className="field-hint">{t("previewRoomHint")}</p>
      <article className="room-card">
        <div className="room-card__cover">
          {room.cover ? <img src={room.cover} alt="" width={320} height={180} /> : <div className="room-card__no-cover" />}
          <span className={live ? "live-badge" : "room-card__offline"}>
            {live ? `${t("roomIsLive")} · ${abbreviateNumber(room.viewerCount)} ${t("viewers")}` : t("statusOffline")}
          </span>
        </div>
        <div className="room-card__body">
          <strong className="room-card__name">{room.name}</strong>
          <span className="muted">{t(room.category === "basketball" ? "sportBasketball" : "sportFootball")}</span>
          <span className="room-card__anchor">
            {room.anchor.icon ? <img src={room.anchor.icon} alt="" width={24} height={24} className="avatar" /> : <UserIcon />}
            {room.anchor.nickName} · {abbreviateNumber(room.anchor.followers)} {t("fansCount")}
          </span>
          {room.notification ? <p className="room-card__notice">{room.notification}</p> : null}
        </div>
      </article>
      <a href={`/truc-tiep/${room.slug}`}>{t("viewRoom")}</a>
    </section>
  );
}
