import type uPlot from "uplot";
import { t } from "~/services/locale/commentator-messages";
import { DISPLAY_TIME_ZONE, formatClock, formatDate } from "~/services/locale/time";
import { dayLabel, formatCount } from "./format";
import { CHART_HEIGHT, themeColour, type ChartOptions } from "./UplotChart";

// The data page's two charts: viewers over time, and the days (new followers and chat messages on
// the left axis, gift points on the right). Times are Bangkok's, labels Vietnamese.

const DAY_SECONDS = 86_400;

function colours() {
  return {
    primary: themeColour("--color-primary", "#e11d48"),
    text: themeColour("--color-muted", "#5b6270"),
    grid: themeColour("--color-border", "#e5e7eb"),
  };
}

const timeLabel = (seconds: number) => `${dayLabel(formatDate(seconds * 1000))} ${formatClock(seconds * 1000)}`;

/** Clock times, with the day under the first one of each day; days alone once a split is a day or more. */
const timeAxisValues: uPlot.Axis.DynamicValues = (_chart, splits, _axis, _space, increment) => {
  let lastDay = "";
  return splits.map((seconds) => {
    const day = dayLabel(formatDate(seconds * 1000));
    if (increment >= DAY_SECONDS) return day;
    const label = day === lastDay ? formatClock(seconds * 1000) : `${formatClock(seconds * 1000)}\n${day}`;
    lastDay = day;
    return label;
  });
};

const countValue = (_chart: uPlot, value: number | null) => (value === null ? "–" : formatCount(value));

function baseOptions(uplot: typeof uPlot, width: number): Pick<uPlot.Options, "width" | "height" | "tzDate" | "legend" | "cursor"> {
  return {
    width,
    height: CHART_HEIGHT,
    tzDate: (seconds) => uplot.tzDate(new Date(seconds * 1000), DISPLAY_TIME_ZONE),
    legend: { live: true },
    cursor: { drag: { x: false, y: false } },
  };
}

export const viewersChartOptions: ChartOptions = (uplot, width) => {
  const { primary, text, grid } = colours();
  return {
    ...baseOptions(uplot, width),
    scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(5, Math.ceil(max * 1.1))] } },
    series: [
      { label: t("dataTime"), value: (_chart, seconds) => (seconds === null ? "–" : timeLabel(seconds)) },
      { label: t("dataViewerCount"), stroke: primary, fill: `${primary}22`, width: 2, value: countValue },
    ],
    axes: [
      { stroke: text, grid: { stroke: grid }, ticks: { stroke: grid }, values: timeAxisValues, size: 48 },
      { stroke: text, grid: { stroke: grid }, ticks: { stroke: grid } },
    ],
  };
};

export const daysChartOptions: ChartOptions = (uplot, width) => {
  const { primary, text, grid } = colours();
  return {
    ...baseOptions(uplot, width),
    scales: {
      // Half a day either side, so that one day or the first and last are not on the edges.
      x: { time: true, range: (_chart, min, max) => [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] },
      count: { range: (_chart, _min, max) => [0, Math.max(5, Math.ceil(max * 1.1))] },
      points: { range: (_chart, _min, max) => [0, Math.max(10, Math.ceil(max * 1.1))] },
    },
    series: [
      { label: t("date"), value: (_chart, seconds) => (seconds === null ? "–" : dayLabel(formatDate(seconds * 1000))) },
      { label: t("dataNewFollowers"), scale: "count", stroke: "#2563eb", width: 2, points: { show: true, size: 6 }, value: countValue },
      { label: t("dataChatMessages"), scale: "count", stroke: "#16a34a", width: 2, points: { show: true, size: 6 }, value: countValue },
      { label: t("dataGiftPoints"), scale: "points", stroke: primary, width: 2, dash: [6, 4], points: { show: true, size: 6 }, value: countValue },
    ],
    axes: [
      {
        stroke: text,
        grid: { stroke: grid },
        ticks: { stroke: grid },
        incrs: [DAY_SECONDS, 2 * DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS, 28 * DAY_SECONDS],
        values: timeAxisValues,
      },
      { scale: "count", stroke: text, grid: { stroke: grid }, ticks: { stroke: grid } },
      { scale: "points", side: 1, stroke: primary, grid: { show: false }, ticks: { stroke: grid } },
    ],
  };
};
