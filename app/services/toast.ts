import { type MessageKey } from "./messages";

export type ToastKind = "success" | "error";

export interface Toast {
  kind: ToastKind;
  message: MessageKey;
}
