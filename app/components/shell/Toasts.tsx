import { useEffect } from "react";
import { Toaster, toast as showToast } from "sonner";
import { messages } from "~/services/locale/messages";
import { type Toast } from "~/services/shell/toast";

export const TOAST_DURATION_MS = 3000;

/** sonner at top centre for 3 s; a toast set by a server action arrives through the root loader. */
export function Toasts({ flash }: { flash: Toast | null }) {
  useEffect(() => {
    if (!flash) return;
    const text = messages[flash.message];
    if (flash.kind === "error") showToast.error(text);
    else showToast.success(text);
  }, [flash]);

  return (
    <>
      <Toaster position="top-center" duration={TOAST_DURATION_MS} toastOptions={{ className: "vsport-toast" }} />
      {flash && (
        // Without JavaScript the toast still shows, as a banner.
        <noscript>
          <div className={`noscript-toast noscript-toast--${flash.kind}`} role="status" data-testid="noscript-toast">
            {messages[flash.message]}
          </div>
        </noscript>
      )}
    </>
  );
}
