import { roleOfUserType } from "../../contract/domain/roles";

// Who moderates a room's chat (spec sections 4 and 6, docs/chat.md "Moderation"): admins in every
// room, a commentator in their own room only. And whom: nobody mutes an admin, nor a room's own
// commentator; a commentator acts on no other commentator nor on an admin (their messages included).

interface Person {
  id: number;
  userType: number;
}

export function moderatesRoom(user: Person | null, room: { anchorId: number }): boolean {
  if (!user) return false;
  const role = roleOfUserType(user.userType);
  return role === "admin" || (role === "commentator" && room.anchorId === user.id);
}

/** Whether the room's moderator `actor` may mute `target` or delete their message. */
export function mayActOn(actor: Person, target: Person, room: { anchorId: number }, action: "mute" | "delete"): boolean {
  if (action === "delete" && target.id === actor.id) return true;
  const targetRole = roleOfUserType(target.userType);
  if (action === "mute" && (targetRole === "admin" || target.id === room.anchorId || target.id === actor.id)) return false;
  if (roleOfUserType(actor.userType) === "admin") return true;
  return targetRole === "user";
}
