import { createStore, type Atom } from "jotai";
import { describe, expect, it } from "vitest";
import {
  attentionsAtom,
  closeModalAtom,
  compListAtom,
  countMatchLiveAtom,
  countryAtom,
  isAdminAtom,
  isCanBanUserAtom,
  isCommentatorAtom,
  isLoadFromIframeAtom,
  isLoginAtom,
  isRememberedAtom,
  menuAtom,
  menuDataAtom,
  modalLoginAtom,
  modalNotiAtom,
  modalRegisterAtom,
  modalSearchAtom,
  notiListAtom,
  openModalAtom,
  scheduleActiveAtom,
  schedulePageConfigAtom,
  totalNotiStateAtom,
  userInfoStateAtom,
  viewerCountAtom,
  websocketMessagesAtom,
  type ModalName,
} from "~/atoms";

// Every name of spec section 3's client state (imported by its name + "Atom", so a renamed one does
// not compile), with its default. Setting an atom and reading it back would test jotai, not this
// project: only the defaults and the project's own write atoms are tested here.
const DEFAULTS: ReadonlyArray<[string, Atom<unknown>, unknown]> = [
  ["modalLogin", modalLoginAtom, false],
  ["modalRegister", modalRegisterAtom, false],
  ["modalSearch", modalSearchAtom, false],
  ["modalNoti", modalNotiAtom, false],
  ["menu", menuAtom, false],
  ["attentions", attentionsAtom, []],
  ["isLogin", isLoginAtom, false],
  ["viewerCount", viewerCountAtom, 0],
  ["websocketMessages", websocketMessagesAtom, null],
  ["userInfoState", userInfoStateAtom, null],
  ["totalNotiState", totalNotiStateAtom, 0],
  ["isRemembered", isRememberedAtom, false],
  ["menuData", menuDataAtom, []],
  ["countMatchLive", countMatchLiveAtom, 0],
  ["isCanBanUser", isCanBanUserAtom, false],
  ["isAdmin", isAdminAtom, false],
  ["isCommentator", isCommentatorAtom, false],
  ["schedulePageConfig", schedulePageConfigAtom, {}],
  ["isLoadFromIframe", isLoadFromIframeAtom, false],
  ["compList", compListAtom, []],
  ["notiList", notiListAtom, []],
  ["country", countryAtom, "UNKNOWN"],
  ["scheduleActive", scheduleActiveAtom, null],
];

const MODAL_ATOMS = {
  login: modalLoginAtom,
  register: modalRegisterAtom,
  search: modalSearchAtom,
  notifications: modalNotiAtom,
  menu: menuAtom,
} as const;

function openModals(store: ReturnType<typeof createStore>): ModalName[] {
  return (Object.keys(MODAL_ATOMS) as ModalName[]).filter((name) => store.get(MODAL_ATOMS[name]));
}

describe("client state defaults", () => {
  it.each(DEFAULTS)("%s", (_name, atom, expected) => {
    expect(createStore().get(atom)).toEqual(expected);
  });
});

describe("openModalAtom and closeModalAtom", () => {
  it.each(Object.keys(MODAL_ATOMS) as ModalName[])("opens and closes %s", (name) => {
    const store = createStore();
    store.set(openModalAtom, name);
    expect(openModals(store)).toEqual([name]);
    store.set(closeModalAtom, name);
    expect(openModals(store)).toEqual([]);
  });

  it("opening login closes register", () => {
    const store = createStore();
    store.set(openModalAtom, "register");
    store.set(openModalAtom, "login");
    expect(openModals(store)).toEqual(["login"]);
  });

  it("opening register closes login", () => {
    const store = createStore();
    store.set(openModalAtom, "login");
    store.set(openModalAtom, "register");
    expect(openModals(store)).toEqual(["register"]);
  });

  it("leaves the other modals alone", () => {
    const store = createStore();
    store.set(openModalAtom, "menu");
    store.set(openModalAtom, "search");
    store.set(openModalAtom, "login");
    expect(openModals(store)).toEqual(["login", "search", "menu"]);
    store.set(closeModalAtom, "search");
    expect(openModals(store)).toEqual(["login", "menu"]);
  });

  it("is idempotent", () => {
    const store = createStore();
    store.set(openModalAtom, "notifications");
    store.set(openModalAtom, "notifications");
    expect(openModals(store)).toEqual(["notifications"]);
    store.set(closeModalAtom, "notifications");
    store.set(closeModalAtom, "notifications");
    expect(openModals(store)).toEqual([]);
  });
});
