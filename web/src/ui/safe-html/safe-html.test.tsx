import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafeHtml } from "./safe-html.tsx";

describe("SafeHtml", () => {
  it("renders server HTML without scripts or event handlers", async () => {
    const { container } = render(
      <SafeHtml html={'<p>Deposit <b>bonus</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">go</a>'} />,
    );
    expect(await screen.findByText("bonus")).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("onerror")).toBeNull();
    expect(container.querySelector("a")?.getAttribute("href")).toBeNull();
  });
});
