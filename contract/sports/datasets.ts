// The datasets the site's sports data comes from (datasets/sports/README.md) and what each licence
// asks a page that shows them to say. A match or a competition lists the datasets it was made from;
// its pages show the credits of those whose licence requires one (CC BY, CC BY-SA) and thank the others.

export interface Dataset {
  code: DatasetCode;
  /** As the credit names it. */
  title: string;
  author: string;
  licence: string;
  licenceUrl: string;
  sourceUrl: string;
  /** CC BY and CC BY-SA require the credit on every page that uses the data. */
  attributionRequired: boolean;
  /** CC BY-SA: works built on the data carry the same licence, and changes are noted. */
  shareAlike: boolean;
}

export const DATASET_CODES = ["football.json", "worldcup.json", "fjelstul", "international", "vleague", "nba"] as const;
export type DatasetCode = (typeof DATASET_CODES)[number];

export const DATASETS: Readonly<Record<DatasetCode, Dataset>> = {
  "football.json": {
    code: "football.json",
    title: "football.json",
    author: "openfootball",
    licence: "CC0 1.0",
    licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
    sourceUrl: "https://github.com/openfootball/football.json",
    attributionRequired: false,
    shareAlike: false,
  },
  "worldcup.json": {
    code: "worldcup.json",
    title: "worldcup.json",
    author: "openfootball",
    licence: "CC0 1.0",
    licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
    sourceUrl: "https://github.com/openfootball/worldcup.json",
    attributionRequired: false,
    shareAlike: false,
  },
  fjelstul: {
    code: "fjelstul",
    title: "The Fjelstul World Cup Database",
    author: "© 2023 Joshua C. Fjelstul, Ph.D.",
    licence: "CC BY-SA 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
    sourceUrl: "https://github.com/jfjelstul/worldcup",
    attributionRequired: true,
    shareAlike: true,
  },
  international: {
    code: "international",
    title: "International football results from 1872",
    author: "Mart Jürisoo",
    licence: "CC0 1.0",
    licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
    sourceUrl: "https://github.com/martj42/international_results",
    attributionRequired: false,
    shareAlike: false,
  },
  vleague: {
    code: "vleague",
    title: "V.League data",
    author: "hieudoanm",
    licence: "MIT",
    licenceUrl: "https://opensource.org/licenses/MIT",
    sourceUrl: "https://github.com/hieudoanm/vleague",
    attributionRequired: false,
    shareAlike: false,
  },
  nba: {
    code: "nba",
    title: "NBA Elo data, FiveThirtyEight; standings: hoopR.nba.raw authors",
    author: "FiveThirtyEight (ABC News); sportsdataverse",
    licence: "CC BY 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
    sourceUrl: "https://github.com/fivethirtyeight/data/tree/master/nba-forecasts",
    attributionRequired: true,
    shareAlike: false,
  },
};

export function isDatasetCode(value: string): value is DatasetCode {
  return (DATASET_CODES as readonly string[]).includes(value);
}
