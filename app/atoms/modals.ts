// Modal flags (spec section 2: login, register, search, notifications, menu).
import { atom, type PrimitiveAtom } from "jotai";

export const modalLoginAtom = atom(false);
export const modalRegisterAtom = atom(false);
export const modalSearchAtom = atom(false);
export const modalNotiAtom = atom(false);
export const menuAtom = atom(false);

export type ModalName = "login" | "register" | "search" | "notifications" | "menu";

export const modalAtoms: Readonly<Record<ModalName, PrimitiveAtom<boolean>>> = {
  login: modalLoginAtom,
  register: modalRegisterAtom,
  search: modalSearchAtom,
  notifications: modalNotiAtom,
  menu: menuAtom,
};

// Login and register are two faces of one dialog: showing one hides the other.
const EXCLUSIVE_WITH: Partial<Record<ModalName, ModalName>> = { login: "register", register: "login" };

/** `set(openModalAtom, "login")` opens the login modal (and closes register). */
export const openModalAtom = atom(null, (_get, set, name: ModalName) => {
  const other = EXCLUSIVE_WITH[name];
  if (other !== undefined) set(modalAtoms[other], false);
  set(modalAtoms[name], true);
});

export const closeModalAtom = atom(null, (_get, set, name: ModalName) => {
  set(modalAtoms[name], false);
});
