import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RoomSettingsForm } from "~/components/commentator/RoomSettingsForm";
import { StreamRouteCard } from "~/components/commentator/StreamRoute";
import { centrePage, ownerGuard } from "~/services/commentator/centre.server";
import { REGENERATE_INTENT, regenerateFormSchema, roomSettingsFormSchema, SETTINGS_INTENT } from "~/services/commentator/forms";
import { imageParamOf } from "~/services/forms/form-upload.server";
import { intentForm, runIntentAction } from "~/services/forms/intent-action.server";
import { t } from "~/services/locale/commentator-messages";
import { pageData } from "~/services/transport/page-data.server";

// /commentator: the room's settings (liveSet), with a preview of its card, and what OBS needs
// (liveRoute). An admin reads the settings of the room they chose, never its stream key.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { guarded, roomParam } = await centrePage(request, context);
  if (!roomParam) return null;
  const { sessionId } = guarded.viewer;
  const [room, route] = await Promise.all([
    pageData(context, sessionId, "liveRoom", roomParam),
    guarded.access === "owner" ? pageData(context, sessionId, "liveRoute", {}) : null,
  ]);
  return { ...room, route, nowMs: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { viewer } = await ownerGuard(request, context);
  return runIntentAction(request, context, viewer.sessionId, {
    [SETTINGS_INTENT]: intentForm({
      // Whether a cover is needed is the backend's to say (the room may have one).
      schema: roomSettingsFormSchema("action", true),
      call: "liveSet",
      param: async ({ cover, ...fields }) => ({ ...fields, cover: await imageParamOf(cover) }),
      done: () => ({ to: "/commentator", message: "roomSettingsSaved" }),
    }),
    [REGENERATE_INTENT]: intentForm({
      schema: regenerateFormSchema,
      call: "liveRoute",
      param: () => ({ regenerate: true }),
      done: () => ({ to: "/commentator#stream-route", message: "keyRegenerated" }),
    }),
  });
}

export default function CommentatorRoom() {
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  return (
    <div className="centre-room">
      <section aria-labelledby="room-settings-title" className="card">
        <h2 id="room-settings-title" className="section-title">
          {t("roomSettingsTitle")}
        </h2>
        <RoomSettingsForm key={`${data.room.slug}-${data.room.liveStatus}`} room={data.room} readOnly={data.readOnly} />
      </section>
      <StreamRouteCard route={data.route} nowMs={data.nowMs} />
    </div>
  );
}
