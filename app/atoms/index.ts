// The client state of spec section 3, one atom per name with an "Atom" suffix.
export * from "~/atoms/live";
export * from "~/atoms/modals";
export * from "~/atoms/notifications";
export * from "~/atoms/schedule";
export * from "~/atoms/session";
