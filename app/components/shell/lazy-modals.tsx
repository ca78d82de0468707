import { useAtomValue } from "jotai";
import { isLoginAtom, modalAtoms } from "~/atoms";
import { lazyComponent } from "~/components/ui/lazy-component";

// The notifications modal (its list call, the push switch, the time formats) is a chunk of its own,
// loaded for a logged-in viewer or when the modal opens, not with every guest's page
// (docs/decisions/019-page-weight.md).
export const LazyNotificationsModal = lazyComponent(() => import("./NotificationsModal").then((module) => module.NotificationsModal));

// The search modal (its results lists and the live search) likewise, when it opens.
export const LazySearchModal = lazyComponent(() => import("./SearchModal").then((module) => module.SearchModal));

export function Search(props: { searchPath: string; newsPath: string }) {
  return useAtomValue(modalAtoms.search) ? <LazySearchModal {...props} /> : null;
}

// And the menu drawer of phones.
export const LazyMenuModal = lazyComponent(() => import("./MenuModal").then((module) => module.MenuModal));

export function Menu(props: Parameters<typeof LazyMenuModal>[0]) {
  return useAtomValue(modalAtoms.menu) ? <LazyMenuModal {...props} /> : null;
}

export function Notifications() {
  const isLogin = useAtomValue(isLoginAtom);
  const isOpen = useAtomValue(modalAtoms.notifications);
  return isLogin || isOpen ? <LazyNotificationsModal /> : null;
}
