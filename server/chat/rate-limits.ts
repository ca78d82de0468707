import { type RateLimit } from "../accounts/rate-limit";

// The chat's limit per writer (docs/chat.md, "Limits"), counted by the backend in the shared
// limiter (Redis when several nodes run): one user with several tabs or nodes gets this much, in all.
// Each connection also has its own token bucket on the web node (server/chat/socket/token-bucket.ts).

/** Messages one user may write, in every room together. */
export const CHAT_MESSAGES_PER_USER: RateLimit = { name: "chat-messages-user", max: 5, windowMs: 10_000 };

export const chatRateLimitKeys = {
  messagesOfUser: (userId: number) => `chat:user:${userId}`,
};
