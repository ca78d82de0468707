// A small RFC 4180 CSV reader for the shipped sports data (the project has no CSV library):
// fields separated by commas, optionally quoted with "..." where a doubled "" is one quote and
// commas and line breaks are kept; records end with CRLF or LF; a UTF-8 byte-order mark is dropped.
// The first record is the header. Each row remembers the line it starts on (the header is line 1),
// so a rejection can point a person at it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Rejection } from "../records";

export interface CsvRow {
  /** The 1-based line the record starts on. */
  line: number;
  /** The record's fields keyed by the header's names. */
  values: Record<string, string>;
}

export interface CsvProblem {
  line: number;
  reason: string;
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
  /** Records that could not be read (a stray or unclosed quote, a wrong number of fields). */
  problems: CsvProblem[];
}

interface RawRecord {
  line: number;
  fields: string[];
  problem?: string;
}

function readRecords(text: string): RawRecord[] {
  const records: RawRecord[] = [];
  let line = 1;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (index < text.length) {
    const record: RawRecord = { line, fields: [] };
    let field = "";
    let atFieldStart = true;
    let quoted = false;
    let done = false;
    while (!done) {
      if (index >= text.length) {
        if (quoted) record.problem ??= "a quoted field is not closed before the end of the file";
        record.fields.push(field);
        break;
      }
      const char = text[index] as string;
      if (quoted) {
        if (char === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
          } else {
            quoted = false;
            index += 1;
            const next = text[index];
            if (next !== undefined && next !== "," && next !== "\r" && next !== "\n") {
              record.problem ??= "text follows a closing quote";
            }
          }
        } else {
          if (char === "\n") line += 1;
          field += char;
          index += 1;
        }
        continue;
      }
      if (char === '"' && atFieldStart) {
        quoted = true;
        atFieldStart = false;
        index += 1;
      } else if (char === ",") {
        record.fields.push(field);
        field = "";
        atFieldStart = true;
        index += 1;
      } else if (char === "\r" || char === "\n") {
        record.fields.push(field);
        index += char === "\r" && text[index + 1] === "\n" ? 2 : 1;
        line += 1;
        done = true;
      } else {
        if (char === '"') record.problem ??= "a quote inside an unquoted field";
        field += char;
        atFieldStart = false;
        index += 1;
      }
    }
    // A blank line is no record.
    if (!(record.fields.length === 1 && record.fields[0] === "" && record.problem === undefined)) records.push(record);
  }
  return records;
}

/** Reads a CSV text whose first record is the header. */
export function parseCsv(text: string): CsvTable {
  const [headerRecord, ...records] = readRecords(text);
  const header = headerRecord?.fields ?? [];
  const table: CsvTable = { header, rows: [], problems: [] };
  if (headerRecord?.problem) table.problems.push({ line: headerRecord.line, reason: `header: ${headerRecord.problem}` });
  for (const record of records) {
    if (record.problem) {
      table.problems.push({ line: record.line, reason: record.problem });
    } else if (record.fields.length !== header.length) {
      table.problems.push({ line: record.line, reason: `${record.fields.length} fields where the header has ${header.length}` });
    } else {
      const values: Record<string, string> = {};
      header.forEach((name, column) => {
        values[name] = record.fields[column] ?? "";
      });
      table.rows.push({ line: record.line, values });
    }
  }
  return table;
}

/**
 * Reads a whole CSV file whose every record must be readable (the Fjelstul and international
 * parsers treat a broken file as unreadable, not record by record); throws naming the first problem.
 */
export function readCsvFile(path: string): CsvTable {
  const table = parseCsv(readFileSync(path, "utf8"));
  const [problem] = table.problems;
  if (problem) throw new Error(`${path} line ${problem.line}: ${problem.reason}`);
  return table;
}

/**
 * Reads a CSV file under the data folder, reporting an unreadable file and each unreadable record
 * as rejections (the league parsers keep what they can of a damaged file); null when unreadable.
 */
export function readCsvReporting(dataFolder: string, file: string, rejections: Rejection[]): CsvTable | null {
  let text: string;
  try {
    text = readFileSync(join(dataFolder, file), "utf8");
  } catch (error) {
    rejections.push({ file, record: "whole file", reason: `not readable: ${(error as Error).message}` });
    return null;
  }
  const table = parseCsv(text);
  for (const problem of table.problems) rejections.push({ file, record: `line ${problem.line}`, reason: problem.reason });
  return table;
}
