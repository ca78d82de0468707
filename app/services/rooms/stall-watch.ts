// When the player should suggest SD (spec: 'Network slow, please switch to SD quality to watch
// better' on repeated stalls): three stalls within a minute.

export const STALLS_BEFORE_SLOW = 3;
export const STALL_WINDOW_MS = 60_000;

export class StallWatch {
  private readonly stalls: number[] = [];

  /** Records a stall at `now`; true when the recent ones are enough to call the network slow. */
  stalled(now: number): boolean {
    this.stalls.push(now);
    while (this.stalls.length > 0 && (this.stalls[0] ?? now) <= now - STALL_WINDOW_MS) this.stalls.shift();
    return this.stalls.length >= STALLS_BEFORE_SLOW;
  }
}
