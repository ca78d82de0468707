import { useEffect, useState } from "react";
import { t } from "~/services/locale/messages";
import { type Toast } from "~/services/shell/toast";
import { onSonnerLoaded, toast, type Sonner } from "./toast";

export const TOAST_DURATION_MS = 3000;

/** sonner at top centre for 3 s, mounted with the first toast; a toast set by a server action arrives through the root loader. */
export function Toasts({ flash }: { flash: Toast | null }) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => onSonnerLoaded((module) => setSonner(() => module)), []);

  useEffect(() => {
    if (!flash) return;
    const text = t(flash.message);
    if (flash.kind === "error") toast.error(text);
    else toast.success(text);
  }, [flash]);

  return (
    <>
      {sonner && <sonner.Toaster position="top-center" duration={TOAST_DURATION_MS} toastOptions={{ className: "vsport-toast" }} />}
      {flash && (
        // Without JavaScript the toast still shows, as a banner.
        <noscript>
          <div className={`noscript-toast noscript-toast--${flash.kind}`} role="status" data-testid="noscript-toast">
            {t(flash.message)}
          </div>
        </noscript>
      )}
    </>
  );
}
