import { describe, expect, it } from "vitest";
import { isReadTopic } from "../../lib/read-topics.ts";
import { helpTopicIndex, readArticle } from "./help-rules.ts";
import { helpTopics } from "./testing/content-fixtures.ts";

describe("help rules (spec §2 '/m/help', '/m/read/{topic}')", () => {
  it("picks the topic of `i`, else the first", () => {
    expect(helpTopicIndex("1", 3)).toBe(1);
    expect(helpTopicIndex(null, 3)).toBe(0);
    expect(helpTopicIndex("7", 3)).toBe(0);
    expect(helpTopicIndex("one", 3)).toBe(0);
  });

  it("finds a read article by its tag among the instructions topic's entries only", () => {
    expect(readArticle(helpTopics, "live")?.title).toBe("Live Casino");
    expect(readArticle(helpTopics, "sport")).toBeUndefined();
    // 'about' is a tag of another topic, not a game guide.
    expect(readArticle(helpTopics, "about")).toBeUndefined();
    expect(readArticle([], "live")).toBeUndefined();
  });

  it("knows the seven read topics", () => {
    for (const topic of ["live", "sport", "esport", "rng", "pvp", "fish", "lott"]) expect(isReadTopic(topic)).toBe(true);
    expect(isReadTopic("nope")).toBe(false);
    expect(isReadTopic(undefined)).toBe(false);
  });
});
