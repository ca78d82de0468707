import { type Endpoint } from "../../binary/endpoint";
import { attentionEndpoint } from "./attention";
import { attentionListEndpoint } from "./attention-list";
import { feedbackEndpoint } from "./feedback";
import { feedbackListEndpoint } from "./feedback-list";
import { notAvailableEndpoints } from "./not-available";
import { reservationListEndpoint } from "./reservation-list";
import { updateUserEndpoint } from "./update-user";

/** Profile updates, feedback, follows, reminders, and the calls whose features come later. */
export const profileEndpoints: readonly Endpoint[] = [
  updateUserEndpoint,
  feedbackEndpoint,
  feedbackListEndpoint,
  attentionEndpoint,
  attentionListEndpoint,
  reservationListEndpoint,
  ...notAvailableEndpoints,
];
