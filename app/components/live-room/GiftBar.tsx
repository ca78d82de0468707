import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { type Gift } from "../../../contract/chat/messages";
import { toast } from "~/components/shell/toast";
import { formatThousands } from "~/services/locale/numbers";
import { t } from "~/services/locale/room-messages";
import { type RoomActionAnswer } from "~/services/rooms/room-forms";
import { hrefWithModal } from "~/services/shell/modal-url";

/**
 * The gift catalogue with the viewer's points. Each gift is a form (it works without JavaScript);
 * the page's `giftKey` makes a double submit one gift, and a new key comes with the next render.
 */
export function GiftBar({ gifts, score, giftKey }: { gifts: readonly Gift[]; score: number | null; giftKey: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<RoomActionAnswer>();
  const [count, setCount] = useState("1");
  const answer = fetcher.data;
  useEffect(() => {
    if (answer) (answer.ok ? toast.success : toast.error)(t(answer.message));
  }, [answer]);
  if (gifts.length === 0) return null;
  const balance = answer?.score ?? score;
  return (
    <section className="gift-bar" aria-label={t("giftsTitle")} data-testid="gift-bar">
      <header className="gift-bar__head">
        <h2>{t("giftsTitle")}</h2>
        {balance !== null ? (
          <span data-testid="gift-points">
            {t("yourPoints")}: <strong>{formatThousands(balance)}</strong>
          </span>
        ) : (
          <a href={hrefWithModal(location, "login")}>{t("loginToGift")}</a>
        )}
      </header>
      {balance !== null ? (
        <label className="gift-bar__count">
          {t("giftCount")}
          <input type="number" min={1} max={99} value={count} onChange={(event) => setCount(event.target.value)} data-testid="gift-count" />
        </label>
      ) : null}
      <ul className="gift-bar__list">
        {gifts.map((gift) => (
          <li key={gift.code}>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="gift" />
              <input type="hidden" name="gift" value={gift.code} />
              <input type="hidden" name="count" value={count} />
              <input type="hidden" name="key" value={giftKey} />
              {hydrated ? <input type="hidden" name="js" value="1" /> : null}
              <button
                type="submit"
                className="gift-bar__gift"
                disabled={balance === null || fetcher.state !== "idle"}
                data-testid={`gift-${gift.code}`}
              >
                <img src={gift.icon} alt="" width={40} height={40} />
                <span>{gift.name}</span>
                <small>
                  {formatThousands(gift.cost)} {t("pointsUnit")}
                </small>
              </button>
            </fetcher.Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
