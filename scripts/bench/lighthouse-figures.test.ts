import { describe, expect, it } from "vitest";
import { bytesBeforeLcp, lighthouseFigures, type LighthouseResultLike } from "./lighthouse-figures.ts";

/** A report as Lighthouse 12 writes it, cut to what the bench reads: LCP observed 1,200 ms after the network started. */
function report(score: number | null = 0.91): LighthouseResultLike {
  const networkStartTimeTs = 5_000_000;
  return {
    categories: { performance: { score } },
    environment: { benchmarkIndex: 1211.5 },
    audits: {
      "largest-contentful-paint": { numericValue: 2700 },
      "total-blocking-time": { numericValue: 310 },
      "cumulative-layout-shift": { numericValue: 0.001 },
      "largest-contentful-paint-element": {
        details: { items: [{ items: [{ node: { selector: "ul.game-grid > li > button.game-tile > span.game-tile__name", nodeLabel: "Mahjong Ways" } }] }] },
      },
      "user-timings": { details: { items: [{ name: "app:first-screen", startTime: 640 }] } },
      metrics: { details: { items: [{ observedLargestContentfulPaintTs: networkStartTimeTs + 1_200_000 }] } },
      "network-requests": {
        details: {
          debugData: { networkStartTimeTs },
          items: [
            { networkEndTime: 40, transferSize: 2_000 }, // the document
            { networkEndTime: 300, transferSize: 60_000 }, // the entry script
            { networkEndTime: 1_200, transferSize: 1_000 }, // the data, at the paint itself
            { networkEndTime: 1_201, transferSize: 9_999 }, // after the paint
            { transferSize: 5 }, // never finished
          ],
        },
      },
    },
  };
}

describe("bytesBeforeLcp", () => {
  it("sums the transfer size of the requests finished by the observed LCP", () => {
    expect(bytesBeforeLcp(report())).toEqual({ bytes: 63_000, requests: 3 });
  });
  it("says it cannot tell when the report lacks the network or metrics figures", () => {
    const lhr = report();
    delete lhr.audits["metrics"];
    expect(bytesBeforeLcp(lhr).bytes).toBeNaN();
  });
});

describe("lighthouseFigures", () => {
  it("reads the score, LCP, simulated TBT, CLS, the LCP element, the ready mark and the machine's benchmark index", () => {
    expect(lighthouseFigures(report(), "app:first-screen")).toEqual({
      performance: 0.91,
      lcp: 2700,
      tbt: 310,
      cls: 0.001,
      lcpElement: "ul.game-grid > li > button.game-tile > span.game-tile__name",
      lcpElementLabel: "Mahjong Ways",
      ready: 640,
      bytesBeforeLcp: 63_000,
      requestsBeforeLcp: 3,
      benchmarkIndex: 1211.5,
    });
  });
  it("is null for a run without a score (a failed run)", () => {
    expect(lighthouseFigures(report(null), "app:first-screen")).toBeNull();
  });
  it("has no ready mark when the page never set it", () => {
    expect(lighthouseFigures(report(), "other")?.ready).toBeNull();
  });
  it("has no benchmark index when the report lacks the environment", () => {
    const lhr = report();
    delete lhr.environment;
    expect(lighthouseFigures(lhr, "app:first-screen")?.benchmarkIndex).toBeNaN();
  });
});
