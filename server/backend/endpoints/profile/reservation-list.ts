import { listReservations } from "../../../profile/reservations";
import { ok, type Handler } from "../../binary/endpoint";

/** The caller's match reminders, newest first. */
export const reservationList: Handler<"reservationList"> = async (_param, context) =>
  ok({ items: await listReservations(context.db, context.caller.session.user.id) });
