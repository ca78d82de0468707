// Levels from experience (the wire's `grow`, decision 034): shown beside a name in chat as lv1, lv2 …
// Experience comes from watching (per watch credit), chatting and gifting (server/rooms/experience.ts).

/** The experience at which each level starts: index 0 is lv1. */
export const LEVEL_THRESHOLDS = [0, 100, 300, 800, 2000, 5000, 12000] as const;

/** What one action is worth in experience. */
export const EXPERIENCE = {
  /** Each watch credit (10 minutes of a live room). */
  watchCredit: 10,
  /** Each chat message, up to `chatDailyCap` a day. */
  chatMessage: 1,
  chatDailyCap: 30,
  /** Each 10 points spent on gifts. */
  giftPer10Points: 1,
} as const;

/** lv1 for 0, then one level per threshold reached. */
export function levelOf(experience: number): number {
  let level = 0;
  for (const threshold of LEVEL_THRESHOLDS) {
    if (experience >= threshold) level += 1;
  }
  return Math.max(level, 1);
}
