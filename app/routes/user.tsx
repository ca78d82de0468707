import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AvatarForm } from "~/components/user-centre/AvatarForm";
import { FeedbackForm } from "~/components/user-centre/FeedbackForm";
import { FeedbackList } from "~/components/user-centre/FeedbackList";
import { FollowedCommentators } from "~/components/user-centre/FollowedCommentators";
import { FormError } from "~/components/forms/FormError";
import { useIntentAnswer } from "~/components/forms/intent-forms";
import { useRefusalToast } from "~/components/forms/refusal-toast";
import { MatchReminders } from "~/components/user-centre/MatchReminders";
import { PasswordForm } from "~/components/user-centre/PasswordForm";
import { PhoneForm } from "~/components/user-centre/PhoneForm";
import { PointsSection } from "~/components/user-centre/PointsSection";
import { ProfileForm } from "~/components/user-centre/ProfileForm";
import { UserSection } from "~/components/user-centre/UserSection";
import { firstProblem } from "~/services/forms/problems";
import { t } from "~/services/locale/screen-messages";
import { pageMeta } from "~/services/shell/page-meta";
import { readPendingPhone } from "~/services/user-centre/pending-phone.server";
import { runUserCentreAction } from "~/services/user-centre/actions.server";
import { loadUserCentre, requireUserCentreViewer, sessionExpiredRedirect } from "~/services/user-centre/load.server";

// /user, the user centre (spec sections 2, 3 and 6): profile, avatar, phone, password, feedback,
// points, followed commentators and match reminders. Every form posts here with an `intent`; the
// action answers `{intent, result}` and each form takes its own (app/components/forms, decision 017).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUserCentreViewer(request, context);
  const [load, pendingPhone] = await Promise.all([loadUserCentre(context, viewer), readPendingPhone(request, context)]);
  if (load.status === "expired") throw await sessionExpiredRedirect(context);
  if (load.status === "unavailable") throw new Response("Service Unavailable", { status: 503 });
  // One clock for the relative times, so the server's render and the browser's agree.
  return { ...load.view, pendingPhone, renderedAt: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { viewer } = await requireUserCentreViewer(request, context);
  return runUserCentreAction(request, context, viewer.sessionId);
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("userCenter"), t("describeUserCenter"));

/** A refusal no form on the page owns (an unreadable post, an unfollow): a toast and a line at the top. */
function PageRefusal() {
  const answer = useIntentAnswer();
  const result = answer && (answer.intent === null || answer.intent === "unfollow") ? answer.result : undefined;
  useRefusalToast(result);
  const problem = firstProblem(result?.error, []);
  return <FormError errors={problem ? [problem] : undefined} />;
}

export default function UserCentre() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="user-centre">
      <h1 className="page-title">{t("userCenter")}</h1>
      <PageRefusal />
      <div className="user-centre__grid">
        <UserSection id="profile" title={t("profile")}>
          <AvatarForm icon={page.profile.icon} nickName={page.profile.nickName} />
          <ProfileForm profile={page.profile} renderedAt={page.renderedAt} />
        </UserSection>
        <UserSection id="points" title={t("points")}>
          <PointsSection points={page.points} renderedAt={page.renderedAt} />
        </UserSection>
        <UserSection id="phone" title={t("bindPhone")}>
          <PhoneForm phone={page.profile.phone} pendingPhone={page.pendingPhone} />
        </UserSection>
        <UserSection id="password" title={t("changePassword")}>
          <PasswordForm />
        </UserSection>
        <UserSection id="followed" title={t("followedCommentators")}>
          <FollowedCommentators items={page.followed} renderedAt={page.renderedAt} />
        </UserSection>
        <UserSection id="reminders" title={t("matchReminders")}>
          <MatchReminders items={page.reminders} renderedAt={page.renderedAt} />
        </UserSection>
        <UserSection id="feedback" title={t("feedback")}>
          <FeedbackForm />
          <h3 className="user-subtitle">{t("feedbackList")}</h3>
          <FeedbackList items={page.feedback} renderedAt={page.renderedAt} />
        </UserSection>
      </div>
    </div>
  );
}
