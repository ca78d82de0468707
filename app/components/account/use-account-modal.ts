import { useRouteLoaderData } from "@remix-run/react";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { closeModalAtom, openModalAtom } from "~/atoms";
import { useModal } from "~/components/shell/use-modal";
import { type loader as rootLoader } from "~/root";

/**
 * The login or register modal's state, kept in step with the root loader after client-side
 * navigations too (the atoms are hydrated only on the first load): it opens when the loader asks
 * for it (an expired session, a protected page's redirect to `?modal=login`), and both close once
 * the visitor is logged in.
 */
export function useAccountModal(name: "login" | "register") {
  const modal = useModal(name);
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const openModal = useSetAtom(openModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const asked = root?.modal === name;
  const isLogin = root?.viewer.isLogin ?? false;

  useEffect(() => {
    if (asked && !isLogin) openModal(name);
  }, [asked, isLogin, name, openModal]);

  useEffect(() => {
    if (isLogin) closeModal(name);
  }, [isLogin, name, closeModal]);

  return { ...modal, isOpen: modal.isOpen && !isLogin };
}
