// What the user centre (/user) shows: the loader's data, as the components read it.
import { type Gender } from "../../../contract/domain/types";
import { type MessageKey } from "../locale/messages";

export interface ProfileView {
  nickName: string;
  gender: Gender | null;
  birthday: string | null;
  phone: string | null;
  icon: string | null;
}

export interface PointsEntryView {
  amount: number;
  reason: MessageKey;
  balanceAfter: number;
  at: number;
}

export interface FeedbackView {
  id: string;
  content: string;
  contact: string;
  imageUrl: string | null;
  roomNumber: string | null;
  processed: boolean;
  sentAt: number;
  /** The admin's answer, once processed (the feedback inbox, docs/admin.md). */
  reply: string | null;
}

export interface FollowedCommentatorView {
  anchorId: string;
  nickName: string;
  icon: string | null;
  followedAt: number;
  /** The commentator's room (null: none) and whether it is live now. */
  roomSlug: string | null;
  isLive: boolean;
}

export interface MatchReminderView {
  matchId: string;
  remindedAt: number;
}

export interface UserCentreView {
  profile: ProfileView;
  points: { balance: number; streakDays: number; history: PointsEntryView[] };
  feedback: FeedbackView[];
  followed: FollowedCommentatorView[];
  reminders: MatchReminderView[];
}
