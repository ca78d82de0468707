import {
  type AdminMessageKey,
  type CommentatorMessageKey,
  type FanMessageKey,
  type MessageKey,
  type RoomMessageKey,
  type ScreenMessageKey,
} from "../../../contract/message-keys";

export { type MessageKey };

// The one dictionary of the site: English keys (contract/message-keys.ts), Vietnamese text.
// Nothing on screen is written anywhere else. Keys that are sentences of the spec keep the spec's English as the key's
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
  updateAvatarFailed: "Cập nhật ảnh đại diện thất bại",
  updateProfileFailed: "Cập nhật thông tin thất bại",
  muteUserFailed: "Cấm chat người dùng thất bại",
  unmuteUserFailed: "Bỏ cấm chat người dùng thất bại",
  sessionExpired: "Phiên đăng nhập đã hết hạn",
  matchNotFound: "Không tìm thấy trận đấu",
  highlightNotFound: "Không tìm thấy highlight",
  feedbackNotFound: "Không tìm thấy phản hồi",
  feedbackReply: "Trả lời của quản trị viên",
  feedbackReplyTooLong: "Câu trả lời dài quá 2000 ký tự",
  networkLost: "Mất kết nối mạng, vui lòng kiểm tra mạng của bạn",
  networkSlow: "Mạng chậm, vui lòng chuyển sang chất lượng SD để xem tốt hơn",
  uploadImageError: "Đã xảy ra lỗi khi tải ảnh lên",
  internalError: "Lỗi hệ thống",
  pageNotFound: "Không tìm thấy trang",

  // Refusals of the web edge (server/web, docs/decisions/011-web-edge-security.md)
  crossSiteRefused: "Yêu cầu bị từ chối: biểu mẫu không được gửi từ trang này",
  requestTooLarge: "Dữ liệu gửi lên quá lớn",

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
  // The proof of work (docs/decisions/014-proof-of-work.md): the widget's texts and its refusals.
  powInvalid: "Xác minh trình duyệt không hợp lệ hoặc đã hết hạn, vui lòng thử lại",
  challengeRequired: "Lần đăng nhập này cần xác minh thêm: hãy bật JavaScript để trình duyệt tự xác minh, hoặc thử lại sau 15 phút",
  powLabel: "Xác minh trình duyệt",
  powVerifying: "Đang xác minh trình duyệt…",
  powVerified: "Đã xác minh trình duyệt",
  powError: "Xác minh thất bại, vui lòng thử lại",
  powExpired: "Đã hết hạn xác minh, vui lòng thử lại",
  powRequired: "Vui lòng đợi trình duyệt xác minh xong",
  powWait: "Đang xác minh, vui lòng đợi…",
  powReload: "Thử lại",
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

  // Page descriptions (<meta name="description">, docs/decisions/019-page-weight.md)
  describeHome:
    "Xem trực tiếp bóng đá, bóng rổ cùng bình luận viên: lịch thi đấu, kết quả, bảng xếp hạng, highlight và tin tức thể thao mới nhất.",
  describeSchedule: "Lịch trực tiếp các trận bóng đá và bóng rổ hôm nay và những ngày tới, theo giờ Việt Nam, kèm bình luận viên.",
  describeNews: "Tin tức thể thao mới nhất: bóng đá, bóng rổ, chuyển nhượng, nhận định và phỏng vấn.",
  describeRankings: "Bảng xếp hạng các giải bóng đá và bóng rổ, cập nhật sau mỗi vòng đấu.",
  describeHighlights: "Video highlight và bàn thắng của các trận bóng đá, bóng rổ vừa diễn ra.",
  describeResults: "Kết quả các trận bóng đá và bóng rổ: tỉ số từng hiệp, hiệp phụ và loạt sút luân lưu.",
  describeTopPlayer: "Cầu thủ nổi bật: vua phá lưới, kiến tạo và thống kê cá nhân của các giải đấu.",
  describeHighlightDetail: "Xem lại highlight và những diễn biến chính của trận đấu.",
  describeLogin: "Đăng nhập để theo dõi bình luận viên, đặt lịch nhắc trận và trò chuyện cùng người hâm mộ.",
  describeRegister: "Tạo tài khoản miễn phí để theo dõi bình luận viên, nhận điểm thưởng và trò chuyện trong phòng trực tiếp.",
  describeCommentatorCenter: "Trung tâm bình luận viên: phòng phát trực tiếp, lịch bình luận và người theo dõi.",

  emptySchedule: "Chưa có trận đấu nào trong lịch trực tiếp.",
  emptyNews: "Chưa có bài viết nào.",
  emptyRankings: "Chưa có bảng xếp hạng nào.",
  emptyHighlights: "Chưa có video highlight nào.",
  highlightsRecent: "Highlight mới nhất",
  highlightDuration: "Thời lượng",
  emptyResults: "Chưa có kết quả trận đấu nào.",
  emptyTopPlayer: "Chưa có dữ liệu cầu thủ.",
  readingTime: "phút đọc",
  viewCount: "lượt xem",
  postUpdated: "Cập nhật",
  tagPostCount: "bài viết",
  breadcrumbHome: "Trang chủ",
  emptyHome: "Chưa có trận đấu nào đang diễn ra. Hãy quay lại sau nhé!",
  homeLiveNow: "Đang trực tiếp",
  homeUpcoming: "Sắp diễn ra hôm nay",
  homeResults: "Kết quả mới nhất",
  seeFullSchedule: "Xem lịch trực tiếp",
  seeAllResults: "Xem tất cả kết quả",
  seeMore: "Xem thêm",
  noLiveNow: "Không có trận nào đang diễn ra.",
  noUpcomingToday: "Không còn trận nào sắp diễn ra hôm nay.",
  noResultsToday: "Chưa có trận nào kết thúc hôm nay.",

  // Account forms
  username: "Tên đăng nhập",
  usernameOrPhone: "Tên đăng nhập hoặc số điện thoại",
  password: "Mật khẩu",
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
  birthDate: "Ngày sinh",
  avatar: "Ảnh đại diện",
  save: "Lưu",
  send: "Gửi",

  // Feedback
  feedback: "Góp ý",
  feedbackContact: "Thông tin liên hệ",
  feedbackList: "Góp ý đã gửi",
  feedbackStatusUnprocessed: "Chưa xử lý",
  feedbackStatusProcessed: "Đã xử lý",

  // Points, follows, reminders
  points: "Điểm",
  pointsHistory: "Lịch sử điểm",
  follow: "Theo dõi",
  unfollow: "Bỏ theo dõi",
  setSchedule: "Đặt lịch",
  cancelSchedule: "Hủy đặt lịch",
  scheduled: "Đã đặt lịch",

  // Accounts and backend refusals (docs/backend-api.md)
  tooManyAttempts: "Bạn thao tác quá nhiều lần, vui lòng thử lại sau",
  smsTooFrequent: "Bạn vừa yêu cầu mã, vui lòng đợi trước khi yêu cầu lại",
  smsCodeInvalid: "Mã SMS không đúng hoặc đã hết hạn",
  smsCodeSent: "Đã gửi mã xác nhận",
  phoneTaken: "Số điện thoại đã được sử dụng",
  usernameTaken: "Tên đăng nhập đã tồn tại",
  usernameInvalid: "Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số và dấu gạch dưới (6-32 ký tự)",
  passwordTooLong: "Mật khẩu không được quá 128 ký tự",
  nicknameTooLong: "Biệt danh không được quá 32 ký tự",
  currentPasswordWrong: "Mật khẩu hiện tại không đúng",
  birthDateInvalid: "Ngày sinh không hợp lệ",
  genderInvalid: "Giới tính không hợp lệ",
  roomNumberInvalid: "Số phòng chỉ gồm chữ số (tối đa 20 ký tự)",
  logoutSuccess: "Đã đăng xuất",
  loginRequired: "Vui lòng đăng nhập để tiếp tục",
  accessDenied: "Bạn không có quyền truy cập trang này",
  copied: "Đã sao chép",
  roomIntroduction: "Giới thiệu",
  roomNotification: "Thông báo",
  commentatorOnly: "Trang này chỉ dành cho bình luận viên (BLV). Tài khoản của bạn chưa được cấp quyền BLV.",
  commentatorReadOnly: "Quản trị viên chỉ được xem trung tâm BLV, không được thay đổi.",
  followSuccess: "Đã theo dõi bình luận viên",
  roomIsLive: "Đang live",
  viewers: "người xem",
  liveRooms: "Phòng live",
  hasCommentator: "BLV",
  registerWithPhone: "Đăng ký bằng số điện thoại",
  registerWithUsername: "Đăng ký bằng tên đăng nhập",
  commentatorType: "Bình luận viên",
  adminType: "Quản trị viên",
  memberType: "Thành viên",
  loginStreak: "Chuỗi ngày đăng nhập",
  days: "ngày",
  feedbackId: "Mã góp ý",
  sentAt: "Gửi lúc",
  status: "Trạng thái",

  // Profile and feedback refusals
  imageTooLarge: "Kích thước ảnh không được vượt quá 2MB",
  imageDimensionsTooLarge: "Kích thước ảnh tối đa 4096×4096 điểm ảnh",
  nicknameInvalid: "Biệt danh chứa ký tự không hợp lệ",

  // Account refusals (server/accounts)
  usernameNeedsLetter: "Tên đăng nhập phải có ít nhất một chữ cái",
  usernameOrPhoneRequired: "Vui lòng đăng ký bằng tên đăng nhập hoặc bằng số điện thoại",
  smsCodeRequired: "Vui lòng nhập mã SMS",

  // User centre and commentator centre (app/routes/user.tsx, app/routes/commentator.tsx)
  otherPoints: "Điểm khác",
  balanceAfter: "Số dư sau",
  time: "Thời gian",
  matchId: "Mã trận đấu",
  roomNumber: "Số phòng",

  // Login and register forms (app/components/account)
  leaveEmpty: "Vui lòng để trống ô này",
  submitting: "Đang xử lý…",
  smsResendIn: "Gửi lại sau",
  registerMethod: "Cách đăng ký",
  phoneExample: "Ví dụ: 0912345678",
  menuTitle: "Danh mục",

  // Match incidents (spec section 9; contract/sports/incidents.ts, public/img/incident)
  incidentGoal: "Bàn thắng",
  incidentCorner: "Phạt góc",
  incidentYellowCard: "Thẻ vàng",
  incidentRedCard: "Thẻ đỏ",
  incidentOffside: "Việt vị",
  incidentPenaltyGoal: "Bàn thắng phạt đền",
  incidentSubstitution: "Thay người",
  incidentCardUpgrade: "Thẻ vàng thứ hai",
  incidentPenaltyMissed: "Đá hỏng phạt đền",
  incidentOwnGoal: "Phản lưới nhà",
  incidentVar: "VAR",
  incidentShootoutGoal: "Sút luân lưu thành công",
  incidentShootoutMiss: "Sút luân lưu hỏng",

  // The match page (/schedule/{slug}: app/components/sports/match, app/components/sports/DataCredits.tsx)
  matchStatusUpcoming: "Sắp diễn ra",
  matchStatusLive: "Đang diễn ra",
  matchStatusEnded: "Kết thúc",
  matchDate: "Ngày thi đấu",
  halfTimeShort: "HT",
  afterExtraTime: "Sau hiệp phụ",
  penaltyShootout: "Luân lưu",
  wonShootout: "thắng luân lưu",
  stageFinal: "Chung kết",
  stageThirdPlace: "Tranh hạng ba",
  stageSemiFinals: "Bán kết",
  stageQuarterFinals: "Tứ kết",
  stageRoundOf16: "Vòng 1/8",
  stageGroupStage: "Vòng bảng",
  stagePlayoffs: "Vòng play-off",
  stageRegularSeason: "Mùa giải chính",
  roundPrefix: "Vòng",
  groupPrefix: "Bảng",
  minuteLabel: "Phút",
  shirtNumber: "Số áo",
  playerName: "Cầu thủ",
  roleGoalkeeper: "Thủ môn",
  roleDefender: "Hậu vệ",
  roleMidfielder: "Tiền vệ",
  roleForward: "Tiền đạo",
  statYellowCards: "Thẻ vàng",
  statRedCards: "Thẻ đỏ",
  statSubstitutions: "Thay người",
  statPossession: "Kiểm soát bóng",
  statShots: "Dứt điểm",
  statShotsOnTarget: "Sút trúng đích",
  statCorners: "Phạt góc",
  statFouls: "Phạm lỗi",
  statOffsides: "Việt vị",
  headToHead: "Đối đầu",
  resultWin: "Thắng",
  resultDraw: "Hòa",
  resultLoss: "Thua",
  resultWinShort: "T",
  resultDrawShort: "H",
  resultLossShort: "B",
  dataCredits: "Nguồn dữ liệu",
  creditBy: "tác giả",
  creditLicence: "Giấy phép",
  creditSource: "Nguồn",
  creditModified:
    "Dữ liệu đã được chỉnh sửa: chuyển đổi định dạng, gộp với các nguồn khác và dịch tên sang tiếng Việt; được chia sẻ theo cùng giấy phép.",
  describeMatch: "Tỉ số, diễn biến, đội hình và thống kê trận đấu",
  // Rankings and results (app/components/sports)
  competition: "Giải đấu",
  season: "Mùa giải",
  round: "Vòng",
  sportFootball: "Bóng đá",
  sportBasketball: "Bóng rổ",
  allSports: "Tất cả môn",
  allCompetitions: "Tất cả giải đấu",
  replayBadge: "Phát lại",
  replayExplained: "Phát lại trận đấu thật, theo đúng diễn biến và thời gian thực",
  replayRealDate: "Trận đấu thật diễn ra ngày",
  startingSoon: "Sắp bắt đầu",
  teamNotFound: "Không tìm thấy đội bóng",
  reminderMatchStarted: "Trận đấu đã bắt đầu hoặc đã kết thúc, không thể đặt lịch nữa.",
  reminderSet: "Đã đặt lịch: bạn sẽ được nhắc 5 phút trước giờ bóng lăn.",
  reminderAlreadySet: "Bạn đã đặt lịch trận này rồi.",
  reminderCancelled: "Đã hủy lịch.",
  loginToSetReminder: "Đăng nhập để đặt lịch",
  markAllRead: "Đánh dấu đã đọc",
  unreadNotifications: "thông báo chưa đọc",
  pushEnable: "Bật thông báo trên thiết bị",
  pushEnabled: "Đã bật thông báo trên thiết bị này.",
  pushDenied: "Trình duyệt đã chặn thông báo của trang.",
  pushUnsupported: "Trình duyệt này không hỗ trợ thông báo đẩy.",
  liveMatchesNow: "trận đang diễn ra",
  liveShort: "LIVE",
  periodHalfTime: "Nghỉ giữa hiệp",
  periodBeforeExtraTime: "Hết 90 phút",
  periodExtraTimeBreak: "Nghỉ giữa hai hiệp phụ",
  periodBeforePenalties: "Chờ luân lưu",
  periodPenalties: "Luân lưu",
  periodBreak: "Nghỉ giữa hiệp",
  periodBasketballHalfTime: "Nghỉ giữa trận",
  liveConnectionLost: "Mất kết nối trực tiếp, đang thử lại…",
  scheduleFilters: "Lọc lịch thi đấu",
  scheduleDays: "Chọn ngày",
  noMatchesThisDay: "Không có trận đấu nào trong ngày này.",
  filterButton: "Lọc",
  sport: "Môn thể thao",
  licence: "Giấy phép",
  dataSource: "Nguồn",
  dataChanged: "Dữ liệu đã được chuyển đổi để hiển thị.",
  date: "Ngày",
  previousPage: "Trang trước",
  nextPage: "Trang sau",
  pageLabel: "Trang",
  matchDetails: "Chi tiết trận đấu",
  pagination: "Phân trang",
  // Teams, competitions, top players and search (app/components/sports, app/routes/doi-bong.$slug.tsx …)
  squad: "Đội hình",
  dataLicence: "Giấy phép",
  dataChangesNoted: "Dữ liệu đã được chuyển đổi và bổ sung tên tiếng Việt.",
  searchNoResults: "Không tìm thấy kết quả phù hợp",
  searchTeams: "Đội bóng",
  searchCompetitions: "Giải đấu",
  searchPlayers: "Cầu thủ",
  searchPosts: "Bài viết",
  searchTags: "Thẻ",
  searching: "Đang tìm…",
  searchFailed: "Không thể tìm kiếm lúc này, vui lòng thử lại",
  versusShort: "vs",
} as const satisfies Record<FanMessageKey, string>;

// Parts of the dictionary that arrive with their own pages (decision 032): the admin area's
// (admin-messages.ts), the live rooms' (room-messages.ts) and the other screens' (screen-messages.ts). The server holds them from the start,
// a browser from the first page of theirs it opens.
const parts: Readonly<Record<string, string>>[] = [];

/** Called once by each part's module when it loads. */
export function addMessagePart(
  part:
    | Readonly<Record<AdminMessageKey, string>>
    | Readonly<Record<RoomMessageKey, string>>
    | Readonly<Record<ScreenMessageKey, string>>
    | Readonly<Record<CommentatorMessageKey, string>>,
): void {
  if (!parts.includes(part)) parts.push(part);
}

function textOf(key: string): string | undefined {
  if (Object.prototype.hasOwnProperty.call(messages, key)) return messages[key as FanMessageKey];
  for (const part of parts) if (Object.prototype.hasOwnProperty.call(part, key)) return part[key];
  return undefined;
}

/**
 * A key of this dictionary. The dictionary has every key (its type says so), so the browser needs
 * no second list of them (contract/message-keys.ts's array stays on the server: 3 KB of gzip).
 */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && textOf(value) !== undefined;
}

/** The Vietnamese text of a message key. */
export function t(key: MessageKey): string {
  return textOf(key) ?? key;
}
