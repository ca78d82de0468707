import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { CENTRE_SECTIONS, centreHref } from "~/components/commentator/centre-sections";
import { AreaLayout } from "~/components/shell/AreaLayout";
import { t } from "~/services/locale/commentator-messages";
import { centrePage } from "~/services/commentator/centre.server";
import { pageData } from "~/services/transport/page-data.server";
import { pageMeta } from "~/services/shell/page-meta";
import commentatorStylesheet from "~/styles/commentator.css";

// /commentator, the commentator centre (spec sections 2 and 6, issue 12, docs/commentator-centre.md):
// the auth check, then the commentator check, as named route guards every loader and action of the
// centre calls. A commentator manages their own room; an admin picks any room and reads it.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { guarded, roomParam } = await centrePage(request, context);
  const readOnly = guarded.access === "readOnly";
  // An admin who has not picked a room yet chooses one of every commentator's rooms.
  const rooms = readOnly && !roomParam ? (await pageData(context, guarded.viewer.sessionId, "liveList", {})).items : [];
  return { readOnly, room: roomParam?.room ?? null, rooms, nickName: guarded.detail.user.nickName };
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: commentatorStylesheet }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, t("commentatorCenter"), t("describeCommentatorCenter")),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CommentatorCentre() {
  const { readOnly, room, rooms, nickName } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const choosing = readOnly && !room;
  return (
    <AreaLayout
      title={t("commentatorCenter")}
      greeting={`${t("centreGreeting")}, ${nickName}`}
      navLabel={t("commentatorNav")}
      sections={
        choosing
          ? null
          : CENTRE_SECTIONS.map((section) => ({ to: `/commentator${section.path}${search}`, label: t(section.label), end: true }))
      }
      notice={
        readOnly ? (
          <p className="centre__read-only" role="note">
            {t("centreReadOnly")}
            {room ? (
              <>
                {" "}
                <Link to="/commentator">{t("centreOtherRoom")}</Link>
              </>
            ) : null}
          </p>
        ) : null
      }
      testId="commentator-centre"
    >
      {choosing ? (
        <section aria-labelledby="centre-rooms" className="centre__rooms">
          <h2 id="centre-rooms" className="section-title">
            {t("centreChooseRoom")}
          </h2>
          {rooms.length === 0 ? <p>{t("centreNoRooms")}</p> : null}
          <ul>
            {rooms.map((each) => (
              <li key={each.slug}>
                <Link to={centreHref("", each.slug)}>
                  {each.name} · {each.anchor.nickName}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <Outlet />
      )}
    </AreaLayout>
  );
}
