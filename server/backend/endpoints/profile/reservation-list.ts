import { listReservations } from "../../../profile/reservations";
import { ok, type Endpoint } from "../../binary/endpoint";

/** The caller's match reminders, newest first. */
export const reservationListEndpoint: Endpoint = {
  path: "/match/reservationList",
  requiresLogin: true,
  async handle(_param, context) {
    return ok({ items: await listReservations(context.db, context.caller.session.user.id) });
  },
};
