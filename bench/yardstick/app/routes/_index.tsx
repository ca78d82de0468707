// A page of about the size of the site's home page (some 12 KB of HTML): a header, a menu and a
// list of matches from a loader, rendered by React on the server and hydrated.
import { type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [
  { title: "Yardstick — trang Remix tối giản" },
  { name: "description", content: "Trang Remix v2 tối giản dùng làm thước đo cho npm run bench." },
];

const TEAMS = ["Hà Nội", "Hải Phòng", "Nam Định", "Thanh Hóa", "Bình Định", "Công An Hà Nội", "Viettel", "Sông Lam Nghệ An"];

export function loader() {
  const matches = Array.from({ length: 40 }, (_, index) => ({
    id: index + 1,
    home: TEAMS[index % TEAMS.length] ?? "",
    away: TEAMS[(index + 3) % TEAMS.length] ?? "",
    time: `${String(12 + (index % 10)).padStart(2, "0")}:${index % 2 === 0 ? "00" : "30"}`,
    league: index % 3 === 0 ? "V.League 1" : index % 3 === 1 ? "Ngoại hạng Anh" : "La Liga",
  }));
  return { matches };
}

export default function Index() {
  const { matches } = useLoaderData<typeof loader>();
  return (
    <div>
      <header>
        <h1>Lịch trực tiếp hôm nay</h1>
        <nav>
          <ul>
            {["Trang chủ", "Lịch trực tiếp", "Kết quả", "Bảng xếp hạng", "Tin tức"].map((item) => (
              <li key={item}>
                <a href="/">{item}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <ul>
          {matches.map((match) => (
            <li key={match.id}>
              <span>{match.time}</span> <span>{match.league}</span>{" "}
              <a href={`/tran-dau/${match.id}`}>
                {match.home} - {match.away}
              </a>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
