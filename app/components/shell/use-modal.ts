import { useCallback } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { useLocation, useNavigate } from "@remix-run/react";
import { closeModalAtom, modalAtoms, openModalAtom, type ModalName } from "~/atoms";
import { hrefWithModal, modalFromSearch } from "~/services/shell/modal-url";

/** Open state and controls of one modal; the `?modal=` URL parameter is the JavaScript-free way in. */
export function useModal(name: ModalName) {
  const isOpen = useAtomValue(modalAtoms[name]);
  const openModal = useSetAtom(openModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const location = useLocation();
  const navigate = useNavigate();

  const open = useCallback(() => openModal(name), [openModal, name]);
  const close = useCallback(() => {
    closeModal(name);
    if (modalFromSearch(location.search) === name) {
      navigate(hrefWithModal(location, null), { replace: true, preventScrollReset: true });
    }
  }, [closeModal, name, location, navigate]);

  return { isOpen, open, close, openHref: hrefWithModal(location, name), closeHref: hrefWithModal(location, null) };
}
