import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { MARQUEE_FPS, NoticeMarquee } from "./notice-marquee.tsx";

const notice = (id: number, title: string) => ({ id, title, type: "PL" as const });

describe("notice marquee (spec §2 'Home')", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'No announcement' when there is none", () => {
    renderWithProviders(<NoticeMarquee notices={[]} />);
    expect(screen.getByRole("region", { name: "Announcements" })).toHaveTextContent("No announcement");
  });

  it("opens /m/notice on the tapped notice's index", async () => {
    const { user } = renderWithProviders(<NoticeMarquee notices={[notice(7101, "Maintenance"), notice(7102, "New slots")]} />);
    await user.click(screen.getByRole("button", { name: "New slots" }));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe("/m/notice?index=1"));
  });

  it("moves at 30 frames a second", () => {
    vi.useFakeTimers();
    const { container } = renderWithProviders(<NoticeMarquee notices={[notice(1, "One")]} />);
    const track = container.querySelector<HTMLElement>(".notice-marquee__track");
    act(() => vi.advanceTimersByTime(1000 / MARQUEE_FPS - 1));
    expect(track?.style.transform ?? "").toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(track?.style.transform).toBe("translateX(-1.5px)");
    act(() => vi.advanceTimersByTime(1000));
    expect(track?.style.transform).toBe("translateX(-46.5px)");
  });
});
