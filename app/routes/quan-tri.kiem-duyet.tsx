import { type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ROOM_SLUG_PATTERN } from "../../contract/backend-calls/live-rooms";
import { ADMIN_PATH } from "~/components/admin/admin-sections";
import { LogScreen } from "~/components/admin/LogScreen";
import { ModerationLogTable } from "~/components/admin/ModerationLog";
import { pageData } from "~/services/transport/page-data.server";
import { t } from "~/services/locale/admin-messages";
import { adminGuard } from "~/services/admin/guard.server";
import { pageOf } from "~/services/sports/paging";

// /quan-tri/kiem-duyet, the chat's moderation log (issue 11, docs/chat.md "Moderation"): every mute,
// unmute and delete in every room (who, whom, what, when, why), newest first, optionally one room's.

const PATH = `${ADMIN_PATH}/kiem-duyet`;
const ROOM_FILTER_MAX = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const url = new URL(request.url);
  const requested = (url.searchParams.get("room") ?? "").trim().toLowerCase();
  const room = requested.length <= ROOM_FILTER_MAX && ROOM_SLUG_PATTERN.test(requested) ? requested : undefined;
  const log = await pageData(context, viewer.sessionId, "moderationLog", { page: pageOf(url), room });
  return { ...log, room: room ?? "", renderedAt: Date.now() };
}

export default function AdminModeration() {
  const { items, page, size, total, room, renderedAt } = useLoaderData<typeof loader>();
  return (
    <LogScreen
      id="admin-moderation"
      title={t("adminModeration")}
      path={PATH}
      filter={{ name: "room", label: t("moderationRoom"), value: room, maxLength: ROOM_FILTER_MAX, pattern: "[a-z0-9\\-]*" }}
      empty={items.length === 0 ? t("noModerationEntries") : null}
      pagination={{ page, size, total }}
    >
      <ModerationLogTable items={items} renderedAt={renderedAt} />
    </LogScreen>
  );
}
