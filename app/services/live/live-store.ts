// How a live message changes what the page knows (pure: the socket hook applies it to the atoms).
import { type LiveMessage } from "../../../contract/live/messages";
import { type LiveEntry } from "~/atoms/live";

/** A map with the message's value at its key, unless the map already has a later one. */
export function newerEntry<T>(
  map: ReadonlyMap<number, LiveEntry<T>>,
  key: number,
  value: T,
  message: Pick<LiveMessage, "seq">,
  receivedAt: number,
): ReadonlyMap<number, LiveEntry<T>> {
  const known = map.get(key);
  if (known && known.seq > message.seq) return map;
  const next = new Map(map);
  next.set(key, { value, seq: message.seq, receivedAt });
  return next;
}
