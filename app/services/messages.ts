// The one dictionary of the site: English keys, Vietnamese text. Nothing on screen is written
// anywhere else. Keys that are sentences of the spec keep the spec's English as the key's
// meaning so a reader can match them to the spec's error catalogue (section 8).
export const messages = {
  // Error catalogue (spec section 8)
  loginFailed: "Đăng nhập thất bại!",
  loginSuccess: "Đăng nhập thành công!",
  registerFailed: "Đăng ký thất bại!",
  registerSuccess: "Đăng ký thành công!",
  errorOccurred: "Đã xảy ra lỗi!",
  errorTryAgain: "Đã xảy ra lỗi, vui lòng thử lại",
  sendFeedbackFailed: "Gửi góp ý thất bại",
  sendFeedbackSuccess: "Gửi góp ý thành công",
  updateAvatarFailed: "Cập nhật ảnh đại diện thất bại",
  updateProfileFailed: "Cập nhật thông tin thất bại",
  muteUserFailed: "Cấm chat người dùng thất bại",
  unmuteUserFailed: "Bỏ cấm chat người dùng thất bại",
  sessionExpired: "Phiên đăng nhập đã hết hạn",
  matchNotFound: "Không tìm thấy trận đấu",
  cannotLoadStatistics: "Không thể tải dữ liệu thống kê",
  networkLost: "Mất kết nối mạng, vui lòng kiểm tra mạng của bạn",
  networkSlow: "Mạng chậm, vui lòng chuyển sang chất lượng SD để xem tốt hơn",
  uploadImageError: "Đã xảy ra lỗi khi tải ảnh lên",
  internalError: "Lỗi hệ thống",
  pageNotFound: "Không tìm thấy trang",

  // Validation (spec section 5)
  avatarTooLarge: "Kích thước tệp không được vượt quá 2MB",
  avatarWrongType: "Chỉ chấp nhận tệp ảnh định dạng JPG hoặc PNG",
  imageTypesBmpPngJpg: "Chỉ chấp nhận ảnh định dạng BMP, PNG, JPG, JPEG",
  feedbackImageWrongType: "Chỉ chấp nhận ảnh định dạng PNG, JPG, GIF, JPEG",
  feedbackLength: "Nội dung góp ý và thông tin liên hệ phải có từ 6-500 ký tự",
  feedbackRequired: "Vui lòng nhập nội dung góp ý và thông tin liên hệ",
  phoneInvalid: "Số điện thoại không hợp lệ",
  usernameTooShort: "Tên đăng nhập phải có ít nhất 6 ký tự",
  passwordTooShort: "Mật khẩu phải có ít nhất 6 ký tự",
  nicknameTooShort: "Biệt danh phải có ít nhất 6 ký tự",
  captchaRequired: "Vui lòng nhập mã xác nhận",
  captchaInvalid: "Mã xác nhận không đúng hoặc đã hết hạn",
  fillAllFields: "Vui lòng điền đầy đủ thông tin",
  cookieNotPrintable: "Tên và giá trị cookie phải là ký tự in được",

  // Shell
  siteTagline: "Trực tiếp bóng đá, bóng rổ, bình luận viên và cộng đồng người hâm mộ",
  backToHome: "QUAY LẠI TRANG CHỦ",
  loading: "Đang tải…",
  themeDark: "Giao diện tối",
  themeLight: "Giao diện sáng",
  switchTheme: "Đổi giao diện",
  home: "Trang chủ",
  openMenu: "Mở menu",
  close: "Đóng",
  search: "Tìm kiếm",
  searchPlaceholder: "Tìm trận đấu, đội bóng, bình luận viên…",
  notifications: "Thông báo",
  noNotifications: "Chưa có thông báo nào",
  login: "Đăng nhập",
  register: "Đăng ký",
  logout: "Đăng xuất",
  userCenter: "Trung tâm cá nhân",
  commentatorCenter: "Trung tâm bình luận viên",
  footerRights: "Bảo lưu mọi quyền.",
  footerAbout: "Trang thông tin thể thao trực tiếp bằng tiếng Việt.",
  errorTitle: "Đã xảy ra lỗi",
  newVersionAvailable: "Đã có phiên bản mới, trang sẽ tải lại ở lần chuyển trang tiếp theo",

  // Relative days (spec section 9)
  yesterday: "Hôm qua",
  today: "Hôm nay",
  tomorrow: "Ngày mai",
  dayAfterTomorrow: "Ngày kia",

  // Match states (spec section 4)
  matchUpcoming: "Sắp diễn ra",
  matchLive: "Đang diễn ra",
  matchEnded: "Đã kết thúc",

  // Menu screens (titles and empty states)
  screenSchedule: "Lịch trực tiếp",
  screenNews: "Tin tức",
  screenRankings: "Bảng xếp hạng",
  screenHighlights: "Highlight",
  screenResults: "Kết quả",
  screenTopPlayer: "Cầu thủ hàng đầu",
  screenTags: "Thẻ tin tức",
  screenHighlightDetail: "Chi tiết highlight",
  emptySchedule: "Chưa có trận đấu nào trong lịch trực tiếp.",
  emptyNews: "Chưa có bài viết nào.",
  emptyRankings: "Chưa có bảng xếp hạng nào.",
  emptyHighlights: "Chưa có video highlight nào.",
  emptyResults: "Chưa có kết quả trận đấu nào.",
  emptyTopPlayer: "Chưa có dữ liệu cầu thủ.",
  emptyTags: "Chưa có thẻ nào.",
  emptyHome: "Chưa có trận đấu nào đang diễn ra. Hãy quay lại sau nhé!",
  homeLiveNow: "Đang trực tiếp",

  // Account forms
  username: "Tên đăng nhập",
  usernameOrPhone: "Tên đăng nhập hoặc số điện thoại",
  password: "Mật khẩu",
  newPassword: "Mật khẩu mới",
  currentPassword: "Mật khẩu hiện tại",
  changePassword: "Đổi mật khẩu",
  nickname: "Biệt danh",
  captcha: "Mã xác nhận",
  refreshCaptcha: "Đổi mã khác",
  phone: "Số điện thoại",
  smsCode: "Mã SMS",
  getSmsCode: "Lấy mã",
  rememberMe: "Ghi nhớ đăng nhập",
  noAccount: "Chưa có tài khoản?",
  haveAccount: "Đã có tài khoản?",

  // Profile (spec section 3)
  profile: "Thông tin cá nhân",
  gender: "Giới tính",
  genderMale: "Nam",
  genderFemale: "Nữ",
  genderOther: "Khác",
  birthDate: "Ngày sinh",
  avatar: "Ảnh đại diện",
  save: "Lưu",
  send: "Gửi",

  // Feedback
  feedback: "Góp ý",
  feedbackContent: "Nội dung góp ý",
  feedbackContact: "Thông tin liên hệ",
  feedbackImage: "Hình ảnh (không bắt buộc)",
  feedbackRoom: "Số phòng (không bắt buộc)",
  feedbackList: "Góp ý đã gửi",
  feedbackStatusUnprocessed: "Chưa xử lý",
  feedbackStatusProcessed: "Đã xử lý",

  // Points, follows, reminders
  points: "Điểm",
  pointsHistory: "Lịch sử điểm",
  followedCommentators: "Bình luận viên đang theo dõi",
  matchReminders: "Trận đấu đã đặt lịch",
  follow: "Theo dõi",
  unfollow: "Bỏ theo dõi",
  setSchedule: "Đặt lịch",
  cancelSchedule: "Hủy đặt lịch",
  scheduled: "Đã đặt lịch",
} as const;

export type MessageKey = keyof typeof messages;

export function t(key: MessageKey): string {
  return messages[key];
}
