// The Fjelstul and international parsers' CSV reader (rows with their field counts, a syntax error thrown);
// csv.ts is the other parsers' (problems collected). Two readers of one format: to be made one.
// A small RFC 4180 CSV reader for the shipped sports data (no CSV library is installed): fields
// separated by commas, quoted fields may hold commas, line breaks and doubled quotes (""), records
// end with LF or CRLF. A UTF-8 byte-order mark before the header is dropped. Values are returned as
// written (no trimming, no type conversion): the parsers decide what a value means.

import { readFileSync } from "node:fs";

export interface CsvRow {
  /** The physical line the record starts on, 1-based: the header is line 1, the first record line 2 (more when a quoted field spans lines). */
  line: number;
  /** The record's fields by header name. A field the record lacks (short record) is absent. */
  values: Record<string, string>;
  /** How many fields the record had (the header's count for a well-formed record). */
  fieldCount: number;
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = "CsvSyntaxError";
  }
}

/** Splits CSV text into records of raw fields, each with the line it starts on. */
export function parseCsvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    for (;;) {
      let field = "";
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= n) throw new CsvSyntaxError("unterminated quoted field", startLine);
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === "\n") line++;
          field += c;
          i++;
        }
        const next = text[i];
        if (next !== undefined && next !== "," && next !== "\n" && !(next === "\r" && text[i + 1] === "\n")) {
          throw new CsvSyntaxError("text after a closing quote", line);
        }
      } else {
        const start = i;
        while (i < n) {
          const c = text[i];
          if (c === "," || c === "\n" || (c === "\r" && text[i + 1] === "\n")) break;
          if (c === '"') throw new CsvSyntaxError("quote inside an unquoted field", line);
          i++;
        }
        field = text.slice(start, i);
      }
      fields.push(field);
      if (text[i] === ",") {
        i++;
        continue;
      }
      break;
    }
    if (text[i] === "\r") i++;
    if (text[i] === "\n") {
      i++;
      line++;
    }
    // A blank line (one empty field) is not a record.
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: startLine, fields });
  }
  return records;
}

/** Parses CSV text whose first record is the header. */
export function parseCsv(text: string): CsvTable {
  const records = parseCsvRecords(text);
  const first = records.shift();
  if (!first) return { header: [], rows: [] };
  const header = first.fields;
  const rows = records.map(({ line, fields }): CsvRow => {
    const values: Record<string, string> = {};
    header.forEach((name, index) => {
      const value = fields[index];
      if (value !== undefined) values[name] = value;
    });
    return { line, values, fieldCount: fields.length };
  });
  return { header, rows };
}

/** Reads and parses a UTF-8 CSV file. */
export function readCsvFile(path: string): CsvTable {
  return parseCsv(readFileSync(path, "utf8"));
}
