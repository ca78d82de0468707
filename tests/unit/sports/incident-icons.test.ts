import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { t } from "~/services/locale/messages";
import {
  ALL_INCIDENT_CODES,
  INCIDENT_CODES,
  incidentIcon,
  incidentLabel,
  isIncidentCode,
  type IncidentCode,
} from "../../../contract/sports/incidents";
import { type IncidentType } from "../../../server/sports/import/records";
import { checkSvg, titleOf } from "./svg-check";

const PUBLIC = path.resolve(process.cwd(), "public");
const fileOf = (code: IncidentCode): string => path.join(PUBLIC, incidentIcon(code));

describe("the incident codes", () => {
  it("are spec section 9's thirteen, the same as the importer's", () => {
    expect(ALL_INCIDENT_CODES).toEqual([1, 2, 3, 4, 5, 8, 9, 15, 16, 17, 28, 29, 30]);
    expectTypeOf<IncidentCode>().toEqualTypeOf<IncidentType>();
  });

  it("recognise only those numbers", () => {
    expect(isIncidentCode(INCIDENT_CODES.ownGoal)).toBe(true);
    for (const other of [0, 6, 7, 31, 1.5, "1", null, undefined]) expect(isIncidentCode(other)).toBe(false);
  });

  it("have their icon under /img/incident", () => {
    expect(incidentIcon(INCIDENT_CODES.var)).toBe("/img/incident/28.svg");
  });

  it("have different names", () => {
    expect(new Set(ALL_INCIDENT_CODES.map((code) => t(incidentLabel(code)))).size).toBe(ALL_INCIDENT_CODES.length);
  });
});

describe("the incident icons", () => {
  it("are one file a code, and nothing else", () => {
    const files = readdirSync(path.join(PUBLIC, "img/incident")).sort();
    expect(files).toEqual(ALL_INCIDENT_CODES.map((code) => `${code}.svg`).sort());
  });

  it.each(ALL_INCIDENT_CODES)("%i is a small, safe SVG of 24 by 24 titled with the incident's Vietnamese name", (code) => {
    const file = fileOf(code);
    expect(statSync(file).size).toBeLessThan(2048);
    const text = readFileSync(file, "utf8");
    const { problems, elements } = checkSvg(text);
    expect(problems).toEqual([]);
    expect(elements[0]?.attributes.viewBox).toBe("0 0 24 24");
    expect(titleOf(text)).toBe(t(incidentLabel(code)));
  });
});

describe("the SVG check", () => {
  it("refuses what an icon must not be", () => {
    const good = '<svg viewBox="0 0 24 24"><title>x</title><path d="M0 0"/></svg>';
    expect(checkSvg(good).problems).toEqual([]);
    for (const bad of [
      '<svg viewBox="0 0 24 24"><title>x</title><script>alert(1)</script></svg>',
      '<svg viewBox="0 0 24 24" onload="alert(1)"><title>x</title></svg>',
      '<svg viewBox="0 0 24 24"><title>x</title><a href="https://example.com/"><path d="M0 0"/></a></svg>',
      '<svg viewBox="0 0 24 24"><title>x</title><path d="M0 0"></svg>',
      '<svg viewBox="0 0 24 24"><title>a & b</title></svg>',
      '<svg viewBox="0 0 24 24"><title>x</title><path d=M0/></svg>',
      "<svg><title>x</title></svg>",
      '<svg viewBox="0 0 24 24"></svg>',
      '<?xml version="1.0"?><svg viewBox="0 0 24 24"><title>x</title></svg>',
    ]) {
      expect(checkSvg(bad).problems, bad).not.toEqual([]);
    }
  });
});
