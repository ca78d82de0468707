// The browser's call wrapper for /api/{name} (spec sections 4 and 8): postApi plus its side effects.
import { useRevalidator } from "@remix-run/react";
import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { toast } from "~/components/shell/toast";
import { isAdminAtom, isCanBanUserAtom, isCommentatorAtom, isLoginAtom, openModalAtom, userInfoStateAtom } from "~/atoms";
import { t } from "~/services/locale/messages";
import { postApi, type ApiName, type ApiOutcome } from "~/services/transport/api-client";
import { RESULT } from "../../../contract/result-codes";

/**
 * callApi(name, param): the POST plus what spec section 4 asks of the wrapper. A lost network
 * and an unreadable answer show an error toast; code 100 (session expired) shows 'Phiên đăng
 * nhập đã hết hạn', forgets the user, opens the login modal and reloads the loaders, which now
 * see the guest session the door started. Refusals (code 400) are left to the caller, whose msg
 * is already Vietnamese.
 */
export function useApi() {
  const openModal = useSetAtom(openModalAtom);
  const setUserInfo = useSetAtom(userInfoStateAtom);
  const setIsLogin = useSetAtom(isLoginAtom);
  const setIsAdmin = useSetAtom(isAdminAtom);
  const setIsCommentator = useSetAtom(isCommentatorAtom);
  const setIsCanBanUser = useSetAtom(isCanBanUserAtom);
  const { revalidate } = useRevalidator();

  return useCallback(
    async (name: ApiName, param: object = {}): Promise<ApiOutcome> => {
      const answer = await postApi(name, param);
      if (answer.networkLost) {
        toast.error(t("networkLost"));
      } else if (answer.code === RESULT.sessionExpired) {
        toast.error(t("sessionExpired"));
        // The loaders, revalidated below, bring the guest session the door started.
        setUserInfo(null);
        setIsLogin(false);
        setIsAdmin(false);
        setIsCommentator(false);
        setIsCanBanUser(false);
        openModal("login");
        revalidate();
      } else if (answer.code !== RESULT.ok && answer.code !== RESULT.refused) {
        toast.error(t("errorOccurred"));
      }
      return answer;
    },
    [openModal, setUserInfo, setIsLogin, setIsAdmin, setIsCommentator, setIsCanBanUser, revalidate],
  );
}
