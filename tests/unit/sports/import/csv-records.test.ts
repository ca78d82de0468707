import { describe, expect, it } from "vitest";
import { CsvSyntaxError, parseCsv } from "../../../../server/sports/import/sources/csv-records";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF records and their lines", () => {
    const text = '\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n2,"two\nlines",\r\n\r\n3,z,w';
    const { header, rows } = parseCsv(text);
    expect(header).toEqual(["a", "b", "c"]);
    expect(rows).toEqual([
      { line: 2, values: { a: "1", b: "x, y", c: 'say "hi"' }, fieldCount: 3 },
      { line: 3, values: { a: "2", b: "two\nlines", c: "" }, fieldCount: 3 },
      { line: 6, values: { a: "3", b: "z", c: "w" }, fieldCount: 3 },
    ]);
  });

  it("leaves out the fields a short record lacks", () => {
    expect(parseCsv("a,b\n1\n").rows).toEqual([{ line: 2, values: { a: "1" }, fieldCount: 1 }]);
  });

  it("refuses an unterminated quote and text after a closing quote", () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"x"y')).toThrow(/line 2/);
  });
});
