// The commentator centre's calls (issue 12): the room, its key and schedule (room.ts), its numbers (data.ts).
export { liveRoom, liveRoute, liveSchedule, liveSet } from "./room";
export { liveData } from "./data";
