import { act, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok } from "../../../testing/fixtures.ts";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { MARK_READ_THROTTLE_MS } from "../../content/index.ts";
import { agentSession } from "../testing/agent-fixtures.ts";
import { useMarkAnnouncementRead } from "./use-mark-read.ts";

const unread = { id: 7401, title: "Dividend paid", content: "<p>Dividend paid in full.</p>", read: false } as Parameters<ReturnType<typeof useMarkAnnouncementRead>>[0];

type MarkRead = ReturnType<typeof useMarkAnnouncementRead>;
let markRead: MarkRead;
function Harness({ expose }: { expose: (markRead: MarkRead) => void }) {
  const mark = useMarkAnnouncementRead();
  // A block body: an arrow returning `expose(mark)` would hand React the mark function as the
  // effect's cleanup, and React would call it with no notice on every re-render.
  useEffect(() => {
    expose(mark);
  });
  return <p>ready</p>;
}

afterEach(() => vi.useRealTimers());

describe("agent notice read (spec §9: 150 ms per notice)", () => {
  it("a second read of the same notice within 150 ms sends nothing; after it, it is sent again", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-21T15:00:00") });
    const { api } = renderWithProviders(<Harness expose={(mark) => (markRead = mark)} />, { session: agentSession, api: { "POST /wps/relay/MCSFE_markAnnouncementAsRead": ok(true) } });
    await screen.findByText("ready");
    const calls = () => api.calls("POST /wps/relay/MCSFE_markAnnouncementAsRead");
    const t0 = Date.now();
    // The same (stale) notice twice in one tick (a double tap before the list redraws), again just inside
    // the 150 ms, another notice meanwhile, and the first once the 150 ms have passed. (No waiting in
    // between: vi.waitFor moves a fake clock on.)
    act(() => {
      markRead(unread);
      markRead(unread);
      vi.setSystemTime(t0 + MARK_READ_THROTTLE_MS - 1);
      markRead(unread);
      markRead({ ...unread, id: 7402 });
      vi.setSystemTime(t0 + MARK_READ_THROTTLE_MS);
      markRead(unread);
    });
    await vi.waitFor(() => expect(calls()).toHaveLength(3));
    const ids = await Promise.all(calls().map(async (call) => ((await call.clone().json()) as { announcementId: number }).announcementId));
    expect(ids).toEqual([7401, 7402, 7401]);
  });
});
