import { type UserInfo, type UserRole } from "../../../contract/domain/types";

/** Who is looking at the page, as the server established it (app/services/session/session.server.ts). */
export interface Viewer {
  sessionId: string;
  user: UserInfo;
  /** null for a guest. */
  role: UserRole | null;
  isLogin: boolean;
  isAdmin: boolean;
  isCommentator: boolean;
  /** Commentators and admins may mute chat users. */
  isCanBanUser: boolean;
}
