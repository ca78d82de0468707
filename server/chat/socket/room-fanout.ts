import { BUS_CHANNELS, type Bus } from "../../bus";

// A room's frames on this web node (docs/chat.md "Fan-out"): each room is a bus channel, which this
// node listens to while at least one of its sockets is in the room. A frame arrives once as UTF-8
// JSON bytes and the same bytes go to every socket of the room: encoded once, never per client.

/** One frame for a room's sockets: its bytes, and (read at most once, when a socket asks) its id and writer. */
export class RoomFrame {
  private read: { id: string | null; writerId: number | null } | undefined;

  constructor(readonly bytes: Buffer) {}

  /** The frame's id (a message's or a gift's own id); null when unreadable. */
  get id(): string | null {
    return this.fields().id;
  }

  /** The writer of a `message` frame; null for any other frame. */
  get writerId(): number | null {
    return this.fields().writerId;
  }

  private fields(): { id: string | null; writerId: number | null } {
    if (!this.read) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(this.bytes.toString("utf8"));
      } catch {
        parsed = null;
      }
      const frame = (typeof parsed === "object" && parsed !== null ? parsed : {}) as {
        type?: unknown;
        id?: unknown;
        message?: { user?: { id?: unknown } };
      };
      const writerId = frame.type === "message" ? frame.message?.user?.id : null;
      this.read = { id: typeof frame.id === "string" ? frame.id : null, writerId: typeof writerId === "number" ? writerId : null };
    }
    return this.read;
  }
}

export interface RoomMember {
  receive(frame: RoomFrame): void;
}

interface Room {
  members: Set<RoomMember>;
  stopListening: () => void;
}

export class RoomFanout {
  private readonly rooms = new Map<string, Room>();

  constructor(private readonly bus: Bus) {}

  /** Adds a socket to a room; the node starts listening to the room with its first socket. */
  add(slug: string, member: RoomMember): void {
    let room = this.rooms.get(slug);
    if (!room) {
      const members = new Set<RoomMember>();
      const stopListening = this.bus.subscribe(BUS_CHANNELS.chatRoom(slug), (bytes) => {
        const frame = new RoomFrame(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        for (const member of members) member.receive(frame);
      });
      room = { members, stopListening };
      this.rooms.set(slug, room);
    }
    room.members.add(member);
  }

  /** Removes a socket; the node stops listening to the room after its last. */
  remove(slug: string, member: RoomMember): void {
    const room = this.rooms.get(slug);
    if (!room?.members.delete(member) || room.members.size > 0) return;
    room.stopListening();
    this.rooms.delete(slug);
  }

  /** A frame of this node only (its viewer count) to the room's sockets here. */
  deliverHere(slug: string, bytes: Buffer): void {
    const room = this.rooms.get(slug);
    if (!room) return;
    const frame = new RoomFrame(bytes);
    for (const member of room.members) member.receive(frame);
  }

  /** Sockets by room on this node. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.rooms].map(([slug, room]) => [slug, room.members.size]));
  }

  close(): void {
    for (const room of this.rooms.values()) room.stopListening();
    this.rooms.clear();
  }
}
