import { createStore, type Atom } from "jotai";
import { describe, expect, it } from "vitest";
import * as atoms from "~/atoms";
import {
  COUNTRY_UNKNOWN,
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
import { type UserInfo } from "../../contract/domain/types";
import { createGuestUser } from "../../contract/domain/guest-user";

// Every name of spec section 3's client state, with its default.
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

  it("exports every spec name from ~/atoms with an Atom suffix", () => {
    for (const [name, atom] of DEFAULTS) {
      expect(atoms).toHaveProperty(`${name}Atom`, atom);
    }
  });

  it("defaults the country to UNKNOWN", () => {
    expect(COUNTRY_UNKNOWN).toBe("UNKNOWN");
  });

  it("keeps stores apart, so two requests never share state", () => {
    const first = createStore();
    const second = createStore();
    first.set(isLoginAtom, true);
    first.set(countryAtom, "VN");
    expect(second.get(isLoginAtom)).toBe(false);
    expect(second.get(countryAtom)).toBe("UNKNOWN");
  });

  it("holds a guest or a logged-in user", () => {
    const store = createStore();
    const guest = createGuestUser(1_763_700_000_000);
    store.set(userInfoStateAtom, guest);
    expect(store.get(userInfoStateAtom)).toEqual(guest);
    const commentator: UserInfo = { uid: "1001", nickName: "BLV Quang", grow: 3, score: 120, isUser: 2, userType: 2 };
    store.set(userInfoStateAtom, commentator);
    expect(store.get(userInfoStateAtom)).toEqual(commentator);
  });

  it("holds any decoded live message", () => {
    const store = createStore();
    const message = { type: "score", matchId: 7, home: 1, away: 0 };
    store.set(websocketMessagesAtom, message);
    expect(store.get(websocketMessagesAtom)).toBe(message);
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
