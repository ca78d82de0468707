import { dataPeriod } from "../../../commentator/data-period";
import { readLiveData } from "../../../commentator/data";
import { ok, refuse, type Handler } from "../../binary/endpoint";
import { roomOfReader } from "./room";

/**
 * The commentator centre's numbers (docs/commentator-centre.md, "Data"): a commentator reads their
 * own room (naming another is refused `accessDenied`), an admin the room they name. Refused
 * `roomNotFound`, `dataPeriodInvalid`.
 */
export const liveData: Handler<"liveData"> = async (param, context) => {
  const reader = await roomOfReader(context, param.room);
  if ("kind" in reader) return reader;
  const period = dataPeriod(param, context.now);
  if (!period) return refuse("dataPeriodInvalid");
  return ok(await readLiveData(context.db, reader.room, period, param.broadcastId ?? null, context.now));
};
