import { useState } from "react";
import { type ChatLine } from "~/services/chat/chat-state";

// Bullet comments (danmaku): what arrives live in the chat flies across the video, right to left,
// in one of a few lanes. Text only, like the chat itself. The viewer can turn it off.

const LANES = 5;

function laneOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % LANES;
}

export function Danmaku({ lines }: { lines: readonly ChatLine[] }) {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const flying = lines.filter((line) => line.kind !== "notice" && !done.has(line.id));
  return (
    <div className="danmaku" aria-hidden="true" data-testid="danmaku">
      {flying.map((line) => (
        <span
          key={line.id}
          className={line.kind === "gift" ? "danmaku__bullet danmaku__bullet--gift" : "danmaku__bullet"}
          style={{ top: `${8 + laneOf(line.id) * 14}%` }}
          onAnimationEnd={() => setDone((previous) => new Set(previous).add(line.id))}
        >
          {line.kind === "message"
            ? line.message.text
            : line.kind === "gift"
              ? `${line.gift.user.nickName} 🎁 ${line.gift.gift.name} ×${line.gift.count}`
              : ""}
        </span>
      ))}
    </div>
  );
}
