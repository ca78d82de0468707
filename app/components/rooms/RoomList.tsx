import { UserIcon } from "~/components/ui/icons";

/**
 * A room as the site's lists show it, made by the loader (app/services/rooms/room-list.server.ts):
 * texts and URLs come ready, so that the browser's bundle carries only this markup.
 */
export interface RoomListItem {
  slug: string;
  name: string;
  /** The commentator. */
  nickName: string;
  /** The commentator's small avatar, or null. */
  avatar: string | null;
  /** "Đang live · 1.2K người xem" while the room is live, else null. */
  live: string | null;
  /** Which of the asked matches the room covers or has on its schedule. */
  matchIds: number[];
}

export function roomPath(slug: string): string {
  return `/truc-tiep/${slug}`;
}

/** Commentators' rooms: avatar, commentator and room name linking to the room, and whether it is live with its viewers. */
export function RoomList({ rooms }: { rooms: readonly RoomListItem[] }) {
  return (
    <ul className="person-list">
      {rooms.map((room) => (
        <li key={room.slug} className="person-list__item">
          {room.avatar ? (
            <img src={room.avatar} alt="" width={40} height={40} className="avatar" loading="lazy" />
          ) : (
            <UserIcon className="person-list__placeholder" />
          )}
          <a href={roomPath(room.slug)} className="person-list__text">
            <strong>{room.nickName}</strong>
            <span className="muted">{room.name}</span>
          </a>
          {room.live ? (
            <a href={roomPath(room.slug)} className="match-status match-status--live">
              {room.live}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
