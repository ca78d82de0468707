import { type MessageKey } from "../locale/messages";

export type ToastKind = "success" | "error";

export interface Toast {
  kind: ToastKind;
  message: MessageKey;
}
