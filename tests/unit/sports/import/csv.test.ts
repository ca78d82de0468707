import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../../server/sports/import/sources/csv";

describe("parseCsv", () => {
  it("reads plain records keyed by the header, with their line numbers", () => {
    const table = parseCsv("a,b,c\n1,2,3\n4,,6\n");
    expect(table.header).toEqual(["a", "b", "c"]);
    expect(table.rows).toEqual([
      { line: 2, values: { a: "1", b: "2", c: "3" } },
      { line: 3, values: { a: "4", b: "", c: "6" } },
    ]);
    expect(table.problems).toEqual([]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF and a byte-order mark", () => {
    const table = parseCsv('\uFEFF"name","note"\r\n"Hà Nội, FC","say ""hi"""\r\n"two\r\nlines",x\r\nlast,"",\r\n');
    expect(table.header).toEqual(["name", "note"]);
    expect(table.rows[0]).toEqual({ line: 2, values: { name: "Hà Nội, FC", note: 'say "hi"' } });
    expect(table.rows[1]).toEqual({ line: 3, values: { name: "two\r\nlines", note: "x" } });
    // The record after a quoted line break starts two lines on; a trailing comma is one more (empty) field.
    expect(table.problems).toEqual([{ line: 5, reason: "3 fields where the header has 2" }]);
  });

  it("reads a last record without a line break and skips blank lines", () => {
    const table = parseCsv("a,b\n\n1,2\n\n3,4");
    expect(table.rows.map((row) => row.line)).toEqual([3, 5]);
    expect(table.rows[1]?.values).toEqual({ a: "3", b: "4" });
  });

  it("reports stray and unclosed quotes instead of guessing", () => {
    const table = parseCsv('a,b\nx"y,1\n"ok"z,2\n"fine",3\n"open,4\n');
    expect(table.rows).toEqual([{ line: 4, values: { a: "fine", b: "3" } }]);
    expect(table.problems).toEqual([
      { line: 2, reason: "a quote inside an unquoted field" },
      { line: 3, reason: "text follows a closing quote" },
      { line: 5, reason: "a quoted field is not closed before the end of the file" },
    ]);
  });
});
