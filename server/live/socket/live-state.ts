import { type LiveBusEnvelope } from "../bus-envelope";

/**
 * The latest bytes of what a newcomer needs at once (the snapshot): each live match's state and
 * odds, and the live count. A match is forgotten once its Ended message has gone out.
 */
export class LiveState {
  private readonly matches = new Map<number, LiveBusEnvelope>();
  private readonly odds = new Map<number, LiveBusEnvelope>();
  private count: LiveBusEnvelope | null = null;

  /** Keeps what a newcomer will need; a message older than the one kept is ignored (false). */
  take(envelope: LiveBusEnvelope): boolean {
    if (envelope.type === "liveCount") {
      if (this.count && this.count.seq > envelope.seq) return false;
      this.count = envelope;
      return true;
    }
    if (envelope.matchId === null) return true;
    if (envelope.type === "match") {
      const known = this.matches.get(envelope.matchId);
      if (known && known.seq > envelope.seq) return false;
      if (envelope.live) this.matches.set(envelope.matchId, envelope);
      else {
        this.matches.delete(envelope.matchId);
        this.odds.delete(envelope.matchId);
      }
      return true;
    }
    if (envelope.type === "odds") {
      const known = this.odds.get(envelope.matchId);
      if (known && known.seq > envelope.seq) return false;
      if (this.matches.has(envelope.matchId)) this.odds.set(envelope.matchId, envelope);
    }
    return true;
  }

  /** Everything a newcomer on a topic gets, oldest kind first: the count, then each match and its odds. */
  snapshot(wants: (envelope: LiveBusEnvelope) => boolean): LiveBusEnvelope[] {
    const out: LiveBusEnvelope[] = [];
    if (this.count) out.push(this.count);
    for (const [matchId, match] of this.matches) {
      if (!wants(match)) continue;
      out.push(match);
      const odds = this.odds.get(matchId);
      if (odds) out.push(odds);
    }
    return out;
  }

  get liveMatches(): number {
    return this.matches.size;
  }
}
