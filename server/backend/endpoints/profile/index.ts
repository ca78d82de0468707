export { attention } from "./attention";
export { attentionList } from "./attention-list";
export { feedback } from "./feedback";
export { feedbackList } from "./feedback-list";
export { reservationList } from "./reservation-list";
export { updateUser } from "./update-user";
