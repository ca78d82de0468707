// National teams as data: the canonical English name (as international/results.csv writes it; for a
// team that file does not have, as Fjelstul's teams.csv does), the Vietnamese name fans use, the
// FIFA trigram where certain, and the other spellings the shipped sources use.
//
// Names differing between the sources (datasets/sports):
// - worldcup.json/2022 "USA"; Fjelstul and results.csv "United States".
// - Fjelstul "Chinese Taipei" (women's 1991); results.csv "Taiwan".
// - Fjelstul "East Germany"; results.csv "German DR".
// - Fjelstul "Dutch East Indies" (1938); results.csv files that match under "Indonesia" (its
//   former_names.csv lists Dutch East Indies as Indonesia's former name).
// - Fjelstul "Soviet Union", "West Germany", "Zaire", "Serbia and Montenegro"; results.csv files
//   their matches under the current names "Russia", "Germany", "DR Congo", "Serbia" (former_names.csv
//   spells the old ones "Soviet Union", "Zaïre", "Serbia and Montenegro", "FR Yugoslavia", "CIS").
//   The catalogue keeps the historical teams apart (Vietnamese fans name them: Liên Xô, Tây Đức ...)
//   with `successor` naming the team FIFA counts their record under: the loader decides whether to
//   merge.
// Fjelstul's team_code is an ISO 3166 code (DEU, NLD, CHE), not the FIFA trigram (GER, NED, SUI).
// FIFA's own names ("Korea Republic", "IR Iran", "China PR", "Côte d'Ivoire", "Türkiye", "Czechia",
// "Cabo Verde" ...) are aliases.
import { foldForSearch } from "../../../contract/sports/search-text";

export interface NationalTeam {
  /** Canonical English name. */
  name: string;
  /** The Vietnamese display name (the English name when there is no usual Vietnamese one). */
  vi: string;
  /** FIFA trigram, when certain. */
  fifa?: string;
  /** Other spellings used by sources or by FIFA. */
  aliases?: readonly string[];
  /** A historical team: the canonical name of the team FIFA counts its record under. */
  successor?: string;
}

const t = (name: string, vi: string, fifa?: string, aliases?: readonly string[], successor?: string): NationalTeam => ({
  name,
  vi,
  ...(fifa ? { fifa } : {}),
  ...(aliases && aliases.length > 0 ? { aliases } : {}),
  ...(successor ? { successor } : {}),
});

export const NATIONAL_TEAMS: readonly NationalTeam[] = [
  // South-East Asia (AFF)
  t("Vietnam", "Việt Nam", "VIE", ["Viet Nam", "Việt Nam"]),
  t("Vietnam Republic", "Việt Nam Cộng hòa", undefined, ["South Vietnam"]),
  t("North Vietnam", "Việt Nam Dân chủ Cộng hòa"),
  t("Thailand", "Thái Lan", "THA"),
  t("Indonesia", "Indonesia", "IDN"),
  t("Dutch East Indies", "Đông Ấn Hà Lan", undefined, [], "Indonesia"),
  t("Malaysia", "Malaysia", "MAS"),
  t("Singapore", "Singapore", "SGP"),
  t("Philippines", "Philippines", "PHI"),
  t("Laos", "Lào", "LAO"),
  t("Cambodia", "Campuchia", "CAM"),
  t("Myanmar", "Myanmar", "MYA", ["Burma"]),
  t("Brunei", "Brunei", "BRU", ["Brunei Darussalam"]),
  t("Timor-Leste", "Đông Timor", "TLS", ["East Timor"]),
  // Rest of Asia
  t("Japan", "Nhật Bản", "JPN"),
  t("South Korea", "Hàn Quốc", "KOR", ["Korea Republic", "Republic of Korea"]),
  t("North Korea", "Triều Tiên", "PRK", ["Korea DPR", "DPR Korea"]),
  t("China", "Trung Quốc", "CHN", ["China PR"]),
  t("Taiwan", "Đài Bắc Trung Hoa", "TPE", ["Chinese Taipei"]),
  t("Hong Kong", "Hồng Kông", "HKG", ["Hong Kong, China"]),
  t("Macau", "Ma Cao", "MAC", ["Macao"]),
  t("Saudi Arabia", "Ả Rập Xê Út", "KSA"),
  t("Iran", "Iran", "IRN", ["IR Iran"]),
  t("Iraq", "Iraq", "IRQ"),
  t("Qatar", "Qatar", "QAT"),
  t("United Arab Emirates", "UAE", "UAE", ["UAE"]),
  t("Australia", "Úc", "AUS"),
  t("India", "Ấn Độ", "IND"),
  t("Uzbekistan", "Uzbekistan", "UZB"),
  t("Jordan", "Jordan", "JOR"),
  t("Oman", "Oman", "OMA"),
  t("Bahrain", "Bahrain", "BHR"),
  t("Kuwait", "Kuwait", "KUW"),
  t("Syria", "Syria", "SYR"),
  t("Lebanon", "Lebanon", "LBN"),
  t("Palestine", "Palestine", "PLE"),
  t("Yemen", "Yemen", "YEM"),
  t("Kyrgyzstan", "Kyrgyzstan", "KGZ", ["Kyrgyz Republic"]),
  t("Tajikistan", "Tajikistan", "TJK"),
  t("Turkmenistan", "Turkmenistan", "TKM"),
  t("Kazakhstan", "Kazakhstan", "KAZ"),
  t("Afghanistan", "Afghanistan", "AFG"),
  t("Bangladesh", "Bangladesh", "BAN"),
  t("Nepal", "Nepal", "NEP"),
  t("Sri Lanka", "Sri Lanka", "SRI"),
  t("Maldives", "Maldives", "MDV"),
  t("Bhutan", "Bhutan", "BHU"),
  t("Pakistan", "Pakistan", "PAK"),
  t("Mongolia", "Mông Cổ", "MNG"),
  t("Guam", "Guam", "GUM"),
  // Europe
  t("France", "Pháp", "FRA"),
  t("Germany", "Đức", "GER"),
  t("West Germany", "Tây Đức", "FRG", ["Germany FR"], "Germany"),
  t("German DR", "Đông Đức", "GDR", ["East Germany", "Germany DR"]),
  t("Spain", "Tây Ban Nha", "ESP"),
  t("England", "Anh", "ENG"),
  t("Portugal", "Bồ Đào Nha", "POR"),
  t("Netherlands", "Hà Lan", "NED", ["Holland"]),
  t("Italy", "Ý", "ITA"),
  t("Belgium", "Bỉ", "BEL"),
  t("Croatia", "Croatia", "CRO"),
  t("Switzerland", "Thụy Sĩ", "SUI"),
  t("Sweden", "Thụy Điển", "SWE"),
  t("Denmark", "Đan Mạch", "DEN"),
  t("Norway", "Na Uy", "NOR"),
  t("Finland", "Phần Lan", "FIN"),
  t("Iceland", "Iceland", "ISL"),
  t("Poland", "Ba Lan", "POL"),
  t("Russia", "Nga", "RUS"),
  t("Soviet Union", "Liên Xô", "URS", ["USSR"], "Russia"),
  t("Ukraine", "Ukraine", "UKR"),
  t("Czech Republic", "Séc", "CZE", ["Czechia"]),
  t("Czechoslovakia", "Tiệp Khắc", "TCH"),
  t("Slovakia", "Slovakia", "SVK"),
  t("Austria", "Áo", "AUT"),
  t("Hungary", "Hungary", "HUN"),
  t("Romania", "Romania", "ROU"),
  t("Bulgaria", "Bulgaria", "BUL"),
  t("Scotland", "Scotland", "SCO"),
  t("Wales", "Xứ Wales", "WAL"),
  t("Northern Ireland", "Bắc Ireland", "NIR"),
  t("Republic of Ireland", "Cộng hòa Ireland", "IRL"),
  t("Turkey", "Thổ Nhĩ Kỳ", "TUR", ["Türkiye"]),
  t("Greece", "Hy Lạp", "GRE"),
  t("Serbia", "Serbia", "SRB"),
  t("Serbia and Montenegro", "Serbia và Montenegro", "SCG", ["FR Yugoslavia"], "Serbia"),
  t("Yugoslavia", "Nam Tư", "YUG"),
  t("Slovenia", "Slovenia", "SVN"),
  t("Bosnia and Herzegovina", "Bosnia và Herzegovina", "BIH", ["Bosnia-Herzegovina"]),
  t("North Macedonia", "Bắc Macedonia", "MKD", ["Macedonia"]),
  t("Montenegro", "Montenegro", "MNE"),
  t("Albania", "Albania", "ALB"),
  t("Israel", "Israel", "ISR"),
  t("Georgia", "Georgia", "GEO"),
  // South America
  t("Brazil", "Brazil", "BRA"),
  t("Argentina", "Argentina", "ARG"),
  t("Uruguay", "Uruguay", "URU"),
  t("Colombia", "Colombia", "COL"),
  t("Chile", "Chile", "CHI"),
  t("Peru", "Peru", "PER"),
  t("Ecuador", "Ecuador", "ECU"),
  t("Paraguay", "Paraguay", "PAR"),
  t("Bolivia", "Bolivia", "BOL"),
  t("Venezuela", "Venezuela", "VEN"),
  // North and Central America, Caribbean
  t("United States", "Mỹ", "USA", ["USA", "United States of America"]),
  t("Mexico", "Mexico", "MEX"),
  t("Canada", "Canada", "CAN"),
  t("Costa Rica", "Costa Rica", "CRC"),
  t("Panama", "Panama", "PAN"),
  t("Honduras", "Honduras", "HON"),
  t("El Salvador", "El Salvador", "SLV"),
  t("Jamaica", "Jamaica", "JAM"),
  t("Haiti", "Haiti", "HAI"),
  t("Cuba", "Cuba", "CUB"),
  t("Trinidad and Tobago", "Trinidad và Tobago", "TRI"),
  t("Curaçao", "Curaçao", "CUW", ["Curacao"]),
  // Africa
  t("Egypt", "Ai Cập", "EGY"),
  t("Morocco", "Maroc", "MAR"),
  t("Tunisia", "Tunisia", "TUN"),
  t("Algeria", "Algeria", "ALG"),
  t("Senegal", "Senegal", "SEN"),
  t("Nigeria", "Nigeria", "NGA"),
  t("Ghana", "Ghana", "GHA"),
  t("Cameroon", "Cameroon", "CMR"),
  t("Ivory Coast", "Bờ Biển Ngà", "CIV", ["Côte d'Ivoire", "Cote d'Ivoire"]),
  t("South Africa", "Nam Phi", "RSA"),
  t("Angola", "Angola", "ANG"),
  t("Togo", "Togo", "TOG"),
  t("DR Congo", "CHDC Congo", "COD", ["Congo DR"]),
  t("Zaire", "Zaire", "ZAI", ["Zaïre"], "DR Congo"),
  t("Equatorial Guinea", "Guinea Xích Đạo", "EQG"),
  t("Cape Verde", "Cape Verde", "CPV", ["Cabo Verde"]),
  // Oceania
  t("New Zealand", "New Zealand", "NZL"),
];

const byName = new Map<string, NationalTeam>();
const byNormalised = new Map<string, NationalTeam>();
for (const team of NATIONAL_TEAMS) {
  for (const name of [team.name, ...(team.aliases ?? [])]) {
    if (byName.has(name)) throw new Error(`national-teams: "${name}" is listed twice`);
    byName.set(name, team);
    byNormalised.set(foldForSearch(name), team);
  }
}

/** The catalogue's team for a name as a source writes it (canonical name or alias; accents and case ignored as a last resort). */
export function findNationalTeam(name: string): NationalTeam | undefined {
  return byName.get(name) ?? byNormalised.get(foldForSearch(name));
}
