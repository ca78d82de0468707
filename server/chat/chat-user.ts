import { type ChatUser } from "../../contract/chat/messages";
import { levelOf } from "../../contract/domain/levels";
import { roleOfUserType } from "../../contract/domain/roles";

/** A user as the chat shows them: name, level (from the experience) and role; nothing else leaves the backend. */
export function chatUserOf(user: { id: number; nickname: string; experience: number; userType: number }): ChatUser {
  return { id: user.id, nickName: user.nickname, level: levelOf(user.experience), role: roleOfUserType(user.userType) };
}
