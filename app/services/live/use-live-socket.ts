import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { type LiveMessage } from "../../../contract/live/messages";
import { countMatchLiveAtom, liveMatchesAtom, liveOddsAtom, liveSocketConnectedAtom, websocketMessagesAtom } from "~/atoms/live";
import { notiListAtom, totalNotiStateAtom } from "~/atoms/notifications";
import { type LiveSocketClient } from "./live-socket";
import { newerEntry } from "./live-store";

/** The live-data socket of the page, owned by the root view: opened on mount (once its chunk is here), closed when it is torn down. */
export function useLiveSocket(configuredHost?: string | null): void {
  const setLatest = useSetAtom(websocketMessagesAtom);
  const setConnected = useSetAtom(liveSocketConnectedAtom);
  const setMatches = useSetAtom(liveMatchesAtom);
  const setOdds = useSetAtom(liveOddsAtom);
  const setCount = useSetAtom(countMatchLiveAtom);
  const setNotifications = useSetAtom(notiListAtom);
  const setUnread = useSetAtom(totalNotiStateAtom);

  useEffect(() => {
    const apply = (message: LiveMessage) => {
      const receivedAt = Date.now();
      setLatest(message);
      switch (message.type) {
        case "match":
          setMatches((map) => newerEntry(map, message.matchId, message.match, message, receivedAt));
          break;
        case "odds":
          setOdds((map) => newerEntry(map, message.matchId, message.odds, message, receivedAt));
          break;
        case "liveCount":
          setCount(message.count.total);
          break;
        case "notification": {
          const { notification } = message;
          setNotifications((list) => [
            {
              id: String(notification.id),
              title: notification.title,
              content: notification.body,
              createdAt: notification.createdAt,
              read: notification.read,
            },
            ...list.filter((item) => item.id !== String(notification.id)),
          ]);
          setUnread(message.unread);
          break;
        }
      }
    };
    // The socket's code (pako, MessagePack) is a chunk of its own, fetched once the page has come to
    // life: it stays off every page's first load (docs/decisions/019-page-weight.md).
    let client: LiveSocketClient | null = null;
    let tornDown = false;
    void import("./live-socket").then(({ LiveSocketClient, liveSocketUrl }) => {
      if (tornDown) return;
      client = new LiveSocketClient({ url: liveSocketUrl(window.location, configuredHost), onMessage: apply, onConnected: setConnected });
      client.connect();
    });
    return () => {
      tornDown = true;
      client?.disconnect();
    };
  }, [configuredHost, setLatest, setConnected, setMatches, setOdds, setCount, setNotifications, setUnread]);
}
