import { refuse, type Endpoint } from "../../binary/endpoint";

/** Calls whose features arrive with the sports, live-room and gift work. */
export const NOT_AVAILABLE_PATHS = [
  "/match/reservationMatch",
  "/highlight/list",
  "/highlight/detail",
  "/gift/sendGift",
  "/live/forbiddenStatus",
  "/live/forbidden",
  "/live/detail",
  "/anchor/liveRoute",
  "/anchor/liveSet",
  "/anchor/liveData",
] as const;

// No login needed: a guest gets the same answer as a user.
export const notAvailableEndpoints: readonly Endpoint[] = NOT_AVAILABLE_PATHS.map(
  (path): Endpoint => ({
    path,
    requiresLogin: false,
    handle: async () => refuse("notAvailableYet"),
  }),
);
