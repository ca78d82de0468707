export { chatJoin } from "./join";
export { chatSend } from "./send";
export { forbidden, forbiddenStatus, moderationLog } from "./moderation";
