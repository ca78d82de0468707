import { Form, useNavigation } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { isLoginAtom } from "~/atoms/session";
import { t } from "~/services/locale/screen-messages";

/** Follow / unfollow a team (its goals become notifications): the team page's own action, with or without JavaScript. */
export function FollowTeamButton({ following }: { following: boolean }) {
  const isLogin = useAtomValue(isLoginAtom);
  const navigation = useNavigation();
  if (!isLogin) return null;
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "follow";
  return (
    <Form method="post" preventScrollReset className="follow-team-form">
      <input type="hidden" name="intent" value="follow" />
      <input type="hidden" name="follow" value={following ? "0" : "1"} />
      <button
        type="submit"
        className={following ? "button button--ghost" : "button"}
        aria-pressed={following}
        disabled={pending}
        data-testid="follow-team"
      >
        {following ? t("unfollowTeam") : t("followTeam")}
      </button>
    </Form>
  );
}
