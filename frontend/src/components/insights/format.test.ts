import { formatDay, formatDuration, formatShare } from "./format";

describe("insights formats", () => {
  it("names an answer time in the unit it is read in", () => {
    expect([null, 0, 45, 90, 720, 3600, 5400, 36 * 3600, 50 * 3600, 30 * 86400].map(formatDuration)).toEqual([
      "—",
      "0 s",
      "45 s",
      "2 min",
      "12 min",
      "1 h",
      "1.5 h",
      "36 h",
      "2.1 days",
      "30 days",
    ]);
  });

  it("gives a share with its whole, and days as the server counts them (UTC)", () => {
    expect(formatShare(3, 4)).toBe("3 of 4 (75 %)");
    expect(formatShare(0, 0)).toBe("0");
    expect(formatDay("2026-11-25")).toBe("25 Nov");
  });
});
