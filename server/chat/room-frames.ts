import { randomUUID } from "node:crypto";
import { type ServerFrame } from "../../contract/chat/messages";
import { BUS_CHANNELS, type Bus } from "../bus";

type Distribute<T> = T extends unknown ? Omit<T, "id" | "ts"> : never;
/** A server frame before it gets its envelope. */
export type FrameBody = Distribute<ServerFrame>;

/** Gives a frame its envelope: `id` (messages and gifts carry their own: pass it) and `ts`. */
export function envelope(body: FrameBody, now: number, id: string = randomUUID()): ServerFrame {
  return { ...body, id, ts: now } as ServerFrame;
}

/** Publishes one frame to everyone in the room, on every web node (the chat servers send the bytes as they are). */
export function publishRoomFrame(bus: Bus, roomSlug: string, frame: ServerFrame): void {
  bus.publish(BUS_CHANNELS.chatRoom(roomSlug), new TextEncoder().encode(JSON.stringify(frame)));
}

/** Gift ids are `g` + the row's id, so that they never meet a message id in a client's list. */
export function giftFrameId(giftSendId: number): string {
  return `g${giftSendId}`;
}
