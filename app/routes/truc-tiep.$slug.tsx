import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RoomPage } from "~/components/live-room/RoomPage";
import { t } from "~/services/locale/room-messages";
import { roomAction } from "~/services/rooms/room-actions.server";
import { newGiftKey } from "~/services/rooms/room-forms";
import { loadRoomPage } from "~/services/rooms/room-page.server";
import { pageMeta } from "~/services/shell/page-meta";
import { siteOrigin } from "~/services/shell/site-origin.server";
import matchStylesheet from "~/styles/match.css";
import roomStylesheet from "~/styles/live-room.css";

// /truc-tiep/{slug}: a commentator's live room (issue 11, docs/live-rooms.md). With ?layout=iframe
// the root leaves out the site's chrome and the page shows only the player and the chat.

// The covered match's header is the match page's own.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: matchStylesheet },
  { rel: "stylesheet", href: roomStylesheet },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = await loadRoomPage(request, context, params.slug ?? "");
  return { ...page, giftKey: newGiftKey(), origin: siteOrigin(request, context) };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  return roomAction(request, context, params.slug ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageMeta(matches, t("pageNotFound"), t("describeRoom"));
  const { room, origin } = data;
  const title = `${room.name} – ${room.anchor.nickName}`;
  return [
    ...pageMeta(matches, title, room.introduction || t("describeRoom")),
    ...(room.cover ? [{ property: "og:image", content: `${origin}${room.cover}` }] : []),
  ];
};

export default function LiveRoomRoute() {
  const page = useLoaderData<typeof loader>();
  return <RoomPage {...page} />;
}
