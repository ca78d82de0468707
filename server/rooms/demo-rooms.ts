import { roleOfUserType } from "../../contract/domain/roles";
import { findUserByUsername } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { type Logger } from "../logger";
import { findRoomOfCommentator, insertRoomIfAbsent, type NewRoom } from "./repository";

// The demo commentators' rooms (DEMO_SEED, docs/live-rooms.md "Demo rooms"): each plays one of the
// committed test streams of public/streams/ (docs/demo-streams.md) and covers the replays the
// director puts on its schedule (server/rooms/director.ts).

type DemoRoom = Omit<NewRoom, "anchorId"> & {
  username: string;
  category: "football" | "basketball";
  /** The demo room whose matches this one leaves to it, taking the ones in between (server/rooms/planner.ts). */
  alternatesWith?: string;
};

const NOTICE = "Phòng bình luận thử nghiệm của vsport: hình ảnh là luồng minh họa, không phải trận đấu thật.";

function stream(id: string): Pick<NewRoom, "streamUrl" | "streamName" | "coverPath"> {
  return { streamUrl: `/streams/${id}/master.m3u8`, streamName: id, coverPath: `/streams/${id}/poster.jpg` };
}

export const DEMO_ROOMS: readonly DemoRoom[] = [
  {
    username: "demo_blv",
    slug: "blv-minh-khang",
    name: "Minh Khang – Bóng đá không ngủ",
    introduction:
      "BLV Minh Khang bình luận trực tiếp các trận bóng đá: nhận định trước trận, phân tích chiến thuật và giao lưu cùng khán giả.",
    notification: NOTICE,
    category: "football",
    line1: "Bình luận tiếng Việt, nhiệt huyết từng pha bóng",
    line2: "Để lại dự đoán tỉ số của bạn trong khung chat",
    ...stream("blv-1"),
  },
  {
    username: "demo_blv2",
    slug: "blv-thu-ha",
    name: "Thu Hà – Góc nhìn sân cỏ",
    introduction:
      "BLV Thu Hà đồng hành cùng người hâm mộ qua từng trận cầu đỉnh cao, với số liệu, bình luận và những câu chuyện bên lề sân cỏ.",
    notification: NOTICE,
    category: "football",
    line1: "Cùng xem, cùng bàn luận mỗi trận đấu",
    line2: "Theo dõi BLV để không bỏ lỡ buổi phát sóng nào",
    ...stream("blv-2"),
  },
  {
    username: "demo_blv4",
    slug: "blv-hoang-anh",
    name: "Hoàng Anh – Bóng lăn mỗi giờ",
    introduction:
      "BLV Hoàng Anh nối tiếp những trận cầu khi các phòng khác nghỉ giữa hai trận: lúc nào mở vsport cũng có bóng đá trực tiếp.",
    notification: NOTICE,
    category: "football",
    line1: "Trận nối trận, không khoảng lặng",
    line2: "Chat cùng BLV về đội bóng bạn yêu",
    alternatesWith: "blv-minh-khang",
    ...stream("blv-4"),
  },
  {
    username: "demo_blv3",
    slug: "blv-quoc-bao",
    name: "Quốc Bảo – Nhịp đập bóng rổ",
    introduction: "BLV Quốc Bảo bình luận các trận bóng rổ NBA: từng pha ném ba điểm, úp rổ và những phút cuối nghẹt thở.",
    notification: NOTICE,
    category: "basketball",
    line1: "Bóng rổ NBA bình luận tiếng Việt",
    line2: "Tặng quà để ủng hộ BLV yêu thích của bạn",
    ...stream("blv-3"),
  },
];

/**
 * Gives each demo commentator that exists and has no room its demo room. Safe on every start and
 * with two nodes starting at once: a room already there (same slug or same commentator) is left as
 * it is. Returns the slugs of the rooms made now.
 */
export async function ensureDemoRooms(db: AppDatabase, logger: Logger): Promise<string[]> {
  const created: string[] = [];
  for (const { username, alternatesWith: _partner, ...room } of DEMO_ROOMS) {
    const commentator = await findUserByUsername(db, username);
    if (!commentator || roleOfUserType(commentator.userType) !== "commentator") continue;
    if (await findRoomOfCommentator(db, commentator.id)) continue;
    const row = await insertRoomIfAbsent(db, { ...room, anchorId: commentator.id, demo: true });
    if (row) created.push(row.slug);
  }
  if (created.length > 0) logger.info({ rooms: created }, "demo rooms created");
  return created;
}
