import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CHAT_TEXT_MAX, type ChatUser, MUTE_DURATIONS, type MuteDuration } from "../../../contract/chat/messages";
import { useApi } from "~/components/shell/use-api";
import { toast } from "~/components/shell/toast";
import { type ChatLine, type ChatState, isMuted } from "~/services/chat/chat-state";
import { type ChatConnectionStatus } from "~/services/chat/chat-connection";
import { mutedText } from "~/services/chat/use-room-chat";
import { type MessageKey, t } from "~/services/locale/room-messages";
import { hrefWithModal } from "~/services/shell/modal-url";
import { RESULT } from "../../../contract/result-codes";

const MUTE_LABELS: Record<MuteDuration, MessageKey> = {
  "2h": "mute2Hours",
  "1d": "mute1Day",
  "3d": "mute3Days",
  "30d": "mute30Days",
  forever: "muteForeverOption",
};

function ChatName({ user }: { user: ChatUser }) {
  return (
    <span className="chat-line__who">
      <span className={`chat-level chat-level--${Math.min(user.level, 7)}`} title={t("chatLevel")}>
        lv{user.level}
      </span>
      {user.role !== "user" ? (
        <span className="chat-role">{user.role === "admin" ? t("roleAdminShort") : t("roleCommentatorShort")}</span>
      ) : null}
      <span className="chat-line__name">{user.nickName}</span>
    </span>
  );
}

/** Mute (with a duration), unmute and delete, for the room's moderators; over HTTP (`forbidden`), the effect comes back on the socket. */
function ModerationMenu({ room, line, onDone }: { room: string; line: Extract<ChatLine, { kind: "message" }>; onDone(): void }) {
  const callApi = useApi();
  const act = async (param: Record<string, unknown>, failure: MessageKey) => {
    const answer = await callApi("forbidden", { room, ...param });
    if (answer.code === RESULT.ok) onDone();
    else if (answer.code === RESULT.refused) toast.error(answer.msg || t(failure));
  };
  const userId = line.message.user.id;
  return (
    <div className="chat-moderation" role="menu" data-testid="chat-moderation">
      {(Object.keys(MUTE_DURATIONS) as MuteDuration[]).map((duration) => (
        <button
          key={duration}
          type="button"
          role="menuitem"
          onClick={() => void act({ action: "mute", userId, duration }, "muteUserFailed")}
        >
          {t(MUTE_LABELS[duration])}
        </button>
      ))}
      <button type="button" role="menuitem" onClick={() => void act({ action: "unmute", userId }, "unmuteUserFailed")}>
        {t("unmuteUser")}
      </button>
      <button type="button" role="menuitem" onClick={() => void act({ action: "delete", messageId: line.id }, "errorOccurred")}>
        {t("deleteMessage")}
      </button>
    </div>
  );
}

function Line({ line, room, canModerate, me }: { line: ChatLine; room: string; canModerate: boolean; me: ChatUser | null }) {
  const [open, setOpen] = useState(false);
  if (line.kind === "notice")
    return (
      <li className="chat-line chat-line--notice" data-testid="chat-notice">
        {t(line.key)}
      </li>
    );
  if (line.kind === "gift")
    return (
      <li className="chat-line chat-line--gift" data-testid="chat-gift">
        <ChatName user={line.gift.user} /> {t("sentGift")}{" "}
        <img src={line.gift.gift.icon} alt="" width={20} height={20} className="chat-gift-icon" />{" "}
        <strong>
          {line.gift.gift.name} ×{line.gift.count}
        </strong>
      </li>
    );
  const mayModerate = canModerate && me?.id !== line.message.user.id;
  return (
    <li className="chat-line" data-testid="chat-message" data-message-id={line.id}>
      <ChatName user={line.message.user} />
      <span className="chat-line__text">{line.message.text}</span>
      {mayModerate ? (
        <>
          <button
            type="button"
            className="chat-line__tools"
            aria-expanded={open}
            aria-label={t("moderateMessage")}
            onClick={() => setOpen((value) => !value)}
            data-testid="chat-moderate"
          >
            ⋯
          </button>
          {open ? <ModerationMenu room={room} line={line} onDone={() => setOpen(false)} /> : null}
        </>
      ) : null}
    </li>
  );
}

export function ChatPanel({
  room,
  chat,
  status,
  draft,
  onDraft,
  onSend,
}: {
  room: string;
  chat: ChatState;
  status: ChatConnectionStatus;
  draft: string;
  onDraft(text: string): void;
  onSend(): void;
}) {
  const location = useLocation();
  const list = useRef<HTMLOListElement>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [chat.lines.length]);
  useEffect(() => {
    if (chat.mutedUntil === undefined || chat.mutedUntil === null) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [chat.mutedUntil]);
  const muted = isMuted(chat, now);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <section className="chat-panel" aria-label={t("chat")} data-testid="chat-panel">
      {status !== "open" ? <p className="chat-panel__status">{t("chatUnavailable")}</p> : null}
      <ol className="chat-panel__lines" ref={list} aria-live="polite">
        {chat.lines.map((line) => (
          <Line key={line.id} line={line} room={room} canModerate={chat.canModerate} me={chat.me} />
        ))}
      </ol>
      {chat.me === null || !chat.canWrite ? (
        <a className="button button--ghost chat-panel__login" href={hrefWithModal(location, "login")}>
          {t("chatLoginToWrite")}
        </a>
      ) : muted ? (
        <p className="chat-panel__muted" role="status" data-testid="chat-muted">
          {mutedText(chat.mutedUntil ?? null)}
        </p>
      ) : (
        <form className="chat-panel__form" onSubmit={submit}>
          <input
            className="chat-panel__input"
            value={draft}
            onChange={(event) => onDraft(event.target.value)}
            maxLength={CHAT_TEXT_MAX}
            placeholder={t("chatPlaceholder")}
            aria-label={t("chatPlaceholder")}
            data-testid="chat-input"
          />
          <button type="submit" className="button" disabled={!draft.trim() || status !== "open"} data-testid="chat-send">
            {t("send")}
          </button>
        </form>
      )}
    </section>
  );
}
