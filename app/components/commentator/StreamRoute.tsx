import { Form } from "@remix-run/react";
import { useState } from "react";
import { type z } from "zod";
import { type liveRouteResult } from "../../../contract/backend-calls/commentator";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useIntentPending } from "~/components/forms/intent-forms";
import { CopyButton } from "~/components/ui/CopyButton";
import { REGENERATE_INTENT } from "~/services/commentator/forms";
import { t } from "~/services/locale/commentator-messages";
import { formatMatchTime } from "~/services/locale/time";

type StreamRoute = z.infer<typeof liveRouteResult>;

/**
 * What OBS needs (the RTMP server and the secret stream key, each with a copy button), whether the
 * site hears the push, and a new key (a two-step control: it cuts a stream on the old key).
 */
export function StreamRouteCard({ route, nowMs }: { route: StreamRoute | null; nowMs: number }) {
  const [shown, setShown] = useState(false);
  const pending = useIntentPending([REGENERATE_INTENT]);
  return (
    <section className="centre-stream card" aria-labelledby="stream-route" data-testid="stream-route">
      <h2 id="stream-route" className="section-title">
        {t("streamRouteTitle")}
      </h2>
      {route === null ? (
        <p>{t("keyHiddenForAdmin")}</p>
      ) : (
        <>
          {route.mediaServerRunning ? null : (
            <p className="centre-stream__down" role="alert" data-testid="media-server-down">
              {t("mediaServerDown")}
            </p>
          )}
          <p className="field-hint">{t("streamRouteHint")}</p>
          <div className="centre-stream__row">
            <label htmlFor="rtmp-server">{t("rtmpServer")}</label>
            <input id="rtmp-server" readOnly value={route.rtmpUrl} data-testid="rtmp-server" onFocus={(event) => event.target.select()} />
            <CopyButton text={route.rtmpUrl} label={t("copyServer")} copiedLabel={t("copied")} />
          </div>
          <div className="centre-stream__row">
            <label htmlFor="stream-key">{t("streamKey")}</label>
            <input
              id="stream-key"
              readOnly
              type={shown ? "text" : "password"}
              value={route.streamKey}
              autoComplete="off"
              data-testid="stream-key"
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="button button--ghost" onClick={() => setShown(!shown)} aria-pressed={shown}>
              {t(shown ? "hideKey" : "showKey")}
            </button>
            <CopyButton text={route.streamKey} label={t("copyKey")} copiedLabel={t("copied")} testId="copy-stream-key" />
          </div>
          <p className="muted">
            {t("keyCreatedAt")} {formatMatchTime(Date.parse(route.keyCreatedAt), nowMs)}
          </p>
          <p className={route.publishing ? "centre-stream__on" : "muted"} data-testid="publishing-status">
            {t(route.publishing ? "publishingNow" : "notPublishing")}
          </p>
          <details className="centre-stream__regenerate">
            <summary>{t("regenerateKey")}</summary>
            <p>{t("regenerateWarning")}</p>
            <Form method="post">
              <SubmitButton
                name="intent"
                value={REGENERATE_INTENT}
                label={t("regenerateConfirm")}
                pending={pending}
                variant="ghost"
                testId="regenerate-key"
              />
            </Form>
          </details>
        </>
      )}
    </section>
  );
}
