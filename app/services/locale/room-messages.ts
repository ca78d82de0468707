import { type RoomMessageKey } from "../../../contract/message-keys";
import { addMessagePart, t as translate, type MessageKey } from "./messages";

export { type MessageKey };

// The live rooms' part of the one dictionary: the room page's modules take `t` from here (it is
// messages.ts's own), so this part is loaded wherever they are, and only there.
export const roomMessages = {
  roomNotFound: "Không tìm thấy phòng live",
  chatMessageInvalid: "Tin nhắn không hợp lệ",
  chatMessageTooLong: "Tin nhắn tối đa 200 ký tự",
  chatMuted: "Bạn đang bị cấm chat",
  chatTooFast: "Bạn gửi tin nhắn quá nhanh, vui lòng chậm lại",
  chatLoginToWrite: "Đăng nhập để tham gia trò chuyện",
  notRoomModerator: "Bạn không có quyền quản lý phòng này",
  cannotModerateStaff: "Không thể cấm chat quản trị viên hoặc bình luận viên của phòng",
  chatMessageNotFound: "Tin nhắn không tồn tại hoặc đã bị xóa",
  giftNotFound: "Quà tặng không tồn tại",
  giftCountInvalid: "Số lượng quà từ 1 đến 99",
  notEnoughPoints: "Bạn không đủ điểm để tặng quà này",
  giftToOwnRoom: "Bạn không thể tặng quà cho chính mình",
  chatUnavailable: "Trò chuyện tạm thời gián đoạn, đang kết nối lại…",
  muteForever: "vĩnh viễn",
  mutedUntil: "đến",
  roomOffline: "BLV đang offline, hẹn gặp lại ở trận sau",
  videoQuality: "Chất lượng video",
  qualityAuto: "Tự động",
  mute2Hours: "Cấm chat 2 giờ",
  mute1Day: "Cấm chat 1 ngày",
  mute3Days: "Cấm chat 3 ngày",
  mute30Days: "Cấm chat 30 ngày",
  muteForeverOption: "Cấm chat vĩnh viễn",
  unmuteUser: "Bỏ cấm chat",
  deleteMessage: "Xóa tin nhắn",
  moderateMessage: "Quản lý tin nhắn",
  chatLevel: "Cấp độ",
  roleAdminShort: "QTV",
  roleCommentatorShort: "BLV",
  sentGift: "đã tặng",
  chat: "Trò chuyện",
  chatPlaceholder: "Nhập tin nhắn…",
  roomWentLive: "BLV đã lên sóng, chúc bạn xem trận đấu vui vẻ!",
  roomWentOffline: "BLV đã kết thúc buổi phát sóng, hẹn gặp lại!",
  followed: "Đã theo dõi bình luận viên",
  unfollowed: "Đã bỏ theo dõi",
  giftSent: "Tặng quà thành công",
  followers: "người theo dõi",
  viewersLabel: "người xem",
  liveNow: "Đang live",
  giftsTitle: "Tặng quà",
  yourPoints: "Điểm của bạn",
  giftCount: "Số lượng",
  loginToGift: "Đăng nhập để tặng quà",
  leaderboardTitle: "Bảng xếp hạng người ủng hộ",
  leaderboardToday: "Hôm nay",
  leaderboardWeek: "Tuần này",
  leaderboardEmpty: "Chưa có ai tặng quà",
  pointsUnit: "điểm",
  embedTitle: "Nhúng phòng live",
  embedHint: "Dán mã này vào trang của bạn để phát video và trò chuyện của phòng",
  copyEmbed: "Sao chép mã nhúng",
  danmakuToggle: "Bình luận bay",
  roomMatch: "Trận đấu",
  describeRoom: "Xem trực tiếp cùng bình luận viên và trò chuyện với người hâm mộ",
} as const satisfies Record<RoomMessageKey, string>;

addMessagePart(roomMessages);

/** messages.ts's `t`, through this module, so that importing it brings the rooms' part along (the bundler keeps this call). */
export function t(key: MessageKey): string {
  return translate(key);
}
