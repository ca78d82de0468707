import { type LiveData } from "../../../../contract/backend-calls/commentator";

// The data page's charts' series (uPlot's columns: x in seconds, then one array per line), from
// liveData's answer.

/** Midnight of a Bangkok day (UTC+7 all year), in seconds. */
export function bangkokDaySeconds(day: string): number {
  return Date.parse(`${day}T00:00:00+07:00`) / 1000;
}

/**
 * Viewers over time, with a null wherever samples stop for more than two steps (between two
 * broadcasts), so the line breaks there instead of bridging the time off air.
 */
export function viewerColumns(points: LiveData["viewers"]): [number[], (number | null)[]] {
  const xs: number[] = [];
  const ys: (number | null)[] = [];
  let step = Infinity;
  for (let index = 1; index < points.length; index += 1) {
    const gap = (points[index]?.at ?? 0) - (points[index - 1]?.at ?? 0);
    if (gap > 0) step = Math.min(step, gap);
  }
  points.forEach((point, index) => {
    const previous = points[index - 1];
    if (previous && point.at - previous.at > 2 * step) {
      xs.push((previous.at + step) / 1000);
      ys.push(null);
    }
    xs.push(point.at / 1000);
    ys.push(point.viewers);
  });
  return [xs, ys];
}

/** The days: new followers, chat messages, gift points. */
export function dayColumns(days: LiveData["days"]): [number[], number[], number[], number[]] {
  return [
    days.map((day) => bangkokDaySeconds(day.day)),
    days.map((day) => day.newFollowers),
    days.map((day) => day.chatMessages),
    days.map((day) => day.giftPoints),
  ];
}
