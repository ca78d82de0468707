import { useEffect, useRef, useState } from "react";
import type uPlot from "uplot";

// A uPlot chart (docs/decisions: uPlot, loaded only on the data page): its code is fetched in the
// browser when the chart mounts, never part of the server render or of another page's bundle. Until
// it is drawn (and without JavaScript) nothing shows: the tables beside it hold the same numbers.
// For screen readers the chart is one image with a label; the table is its accessible form.

export type ChartOptions = (uplot: typeof uPlot, width: number) => uPlot.Options;

export const CHART_HEIGHT = 260;

/** The site's colours (light or dark theme) as the canvas needs them. */
export function themeColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

export function UplotChart({ label, options, data, testId }: { label: string; options: ChartOptions; data: uPlot.AlignedData; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = box.current;
    const frame = element?.parentElement;
    if (!element || !frame) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    const width = () => Math.max(280, frame.clientWidth);
    import("uplot")
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        chart = new UPlot(options(UPlot, width()), data, element);
        setDrawn(true);
        observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: CHART_HEIGHT }));
        observer.observe(frame);
      })
      .catch(() => {
        // The chunk could not load (a new build replaced it): the tables still show the numbers.
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [options, data]);

  return <div ref={box} className="data-chart" role="img" aria-label={label} hidden={!drawn} data-testid={testId} />;
}
