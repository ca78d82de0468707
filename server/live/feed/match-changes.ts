import { type LiveMatchState } from "../../../contract/live/messages";
import { type Logger } from "../../logger";

/** One change the feed has written and published: the match's new state, and the one before it (null the first time this process saw it). */
export interface MatchChange {
  state: LiveMatchState;
  previous: LiveMatchState | null;
  /** The feed's time of the change. */
  at: Date;
}

export type MatchChangeListener = (change: MatchChange) => void | Promise<void>;

/**
 * What reacts to the feed inside the backend (odds, goal notifications): called after each change
 * is stored and published. A listener that fails is logged and does not stop the feed or the others.
 */
export class MatchChanges {
  private readonly listeners = new Set<MatchChangeListener>();

  constructor(private readonly logger: Logger) {}

  listen(listener: MatchChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(change: MatchChange): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(change);
      } catch (error) {
        this.logger.error({ err: error, matchId: change.state.matchId }, "match change listener failed");
      }
    }
  }
}
