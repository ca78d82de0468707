import { useState } from "react";
import { type ChatUser } from "../../../contract/chat/messages";
import { formatThousands } from "~/services/locale/numbers";
import { t } from "~/services/locale/room-messages";

type Entry = { user: ChatUser; points: number; gifts: number };

/** The room's top supporters, today and this week. */
export function Leaderboard({ today, week }: { today: readonly Entry[]; week: readonly Entry[] }) {
  const [period, setPeriod] = useState<"today" | "week">("today");
  const entries = period === "today" ? today : week;
  return (
    <section className="leaderboard" aria-label={t("leaderboardTitle")} data-testid="leaderboard">
      <h2>{t("leaderboardTitle")}</h2>
      <div className="tabs" role="tablist">
        {(["today", "week"] as const).map((option) => (
          <button key={option} type="button" role="tab" aria-selected={period === option} onClick={() => setPeriod(option)}>
            {t(option === "today" ? "leaderboardToday" : "leaderboardWeek")}
          </button>
        ))}
      </div>
      {entries.length === 0 ? (
        <p className="muted">{t("leaderboardEmpty")}</p>
      ) : (
        <ol className="leaderboard__list">
          {entries.map((entry) => (
            <li key={entry.user.id} data-testid="leaderboard-entry">
              <span className="chat-level">lv{entry.user.level}</span> <span className="leaderboard__name">{entry.user.nickName}</span>{" "}
              <strong>
                {formatThousands(entry.points)} {t("pointsUnit")}
              </strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
