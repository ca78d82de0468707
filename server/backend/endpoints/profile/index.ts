import { type Endpoint } from "../../binary/endpoint";

/** Profile updates, feedback, follows, reminders, and the calls whose features come later. */
export const profileEndpoints: readonly Endpoint[] = [];
