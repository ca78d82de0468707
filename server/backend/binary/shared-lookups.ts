/**
 * Calls of `lookup` that overlap for the same key share one answer: a call made while another for
 * that key is still running waits for it instead of starting its own. Nothing is kept once the
 * answer is out, so no answer is older than a lookup that was already under way when it was asked.
 */
export function shareOverlappingLookups<T>(lookup: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key) => {
    const underWay = running.get(key);
    if (underWay) return underWay;
    const started = lookup(key).finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
