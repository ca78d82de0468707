import { useRevalidator } from "@remix-run/react";
import { useAtom, useSetAtom } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { type ServerFrame } from "../../../contract/chat/messages";
import { chatAtom } from "~/atoms/chat";
import { viewerCountAtom } from "~/atoms/live";
import { toast } from "~/components/shell/toast";
import { formatMatchTime } from "~/services/locale/time";
import { t } from "~/services/locale/room-messages";
import { type ChatAccess, ChatConnection, type ChatConnectionStatus } from "./chat-connection";
import { applyChatFrame, EMPTY_CHAT } from "./chat-state";

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** "Bạn đang bị cấm chat đến Hôm nay 21:30" or "… vĩnh viễn". */
export function mutedText(until: number | null): string {
  return `${t("chatMuted")} ${until === null ? t("muteForever") : `${t("mutedUntil")} ${formatMatchTime(until, Date.now())}`}`;
}

/**
 * The room's chat over the /chat socket: its state in chatAtom, the viewer count in viewerCountAtom.
 * What the user typed is never lost: a message leaves the box only once sent, and comes back to it
 * when the server refuses it or the connection drops before the server's echo.
 */
export function useRoomChat(room: string, { path, heartbeatSeconds }: ChatAccess) {
  const [chat, setChat] = useAtom(chatAtom);
  const setViewers = useSetAtom(viewerCountAtom);
  const [status, setStatus] = useState<ChatConnectionStatus>("connecting");
  const [draft, setDraft] = useState("");
  const pending = useRef<{ text: string } | null>(null);
  const connection = useRef<ChatConnection | null>(null);
  const lastMessageId = useRef<string | null>(null);
  lastMessageId.current = chat.room === room ? chat.lastMessageId : null;
  // The room went live or offline: the page reads the room again (its player, its status).
  const { revalidate } = useRevalidator();
  const reloadRoom = useRef(revalidate);
  reloadRoom.current = revalidate;

  const restorePending = useCallback(() => {
    const text = pending.current?.text;
    pending.current = null;
    if (text) setDraft((current) => (current ? current : text));
  }, []);

  useEffect(() => {
    setChat(EMPTY_CHAT);
    const onFrame = (frame: ServerFrame) => {
      setChat((state) => {
        const next = applyChatFrame(state, frame);
        if (
          frame.type === "message" &&
          pending.current &&
          next.me &&
          frame.message.user.id === next.me.id &&
          frame.message.text === pending.current.text
        )
          pending.current = null;
        return next;
      });
      if (frame.type === "viewers") setViewers(frame.count);
      if (frame.type === "notice" && (frame.key === "roomWentLive" || frame.key === "roomWentOffline")) reloadRoom.current();
      if (frame.type === "error") {
        restorePending();
        toast.error(frame.key === "chatMuted" ? mutedText(frame.mutedUntil ?? null) : t(frame.key));
      }
    };
    const made = new ChatConnection({
      room,
      access: { path, heartbeatSeconds },
      lastMessageId: () => lastMessageId.current,
      onFrame,
      onStatus: (next) => {
        setStatus(next);
        if (next === "closed") restorePending();
      },
    });
    connection.current = made;
    made.start();
    return () => {
      made.stop();
      connection.current = null;
    };
    // Primitives, not the loader's object: a revalidation (after a gift) must not reconnect.
  }, [room, path, heartbeatSeconds, setChat, setViewers, restorePending]);

  const send = useCallback(() => {
    const text = draft.trim();
    if (!text || pending.current) return;
    const sent = connection.current?.send({ type: "send", key: randomKey(), text }) ?? false;
    if (!sent) {
      toast.error(t("chatUnavailable"));
      return;
    }
    pending.current = { text };
    setDraft("");
  }, [draft]);

  const setPlaying = useCallback((playing: boolean) => connection.current?.setPlaying(playing), []);

  return { chat, status, draft, setDraft, send, setPlaying };
}
