import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useAsPrerendered, useHydrating } from "./hydration.ts";

const seen: boolean[] = [];

function Probe() {
  const hydrating = useHydrating();
  seen.push(hydrating);
  return <p>{hydrating ? "as prerendered" : "live"}</p>;
}

function QueryProbe({ query }: { query: { data: string | undefined; isPending: boolean } }) {
  const shown = useAsPrerendered(query);
  return <p>{shown.isPending ? "pending" : shown.data}</p>;
}

describe("useHydrating (issue 17)", () => {
  let container: HTMLDivElement;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    container.remove();
    seen.length = 0;
  });

  it("is true on the server, true while hydrating that markup and false right after", async () => {
    container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe("as prerendered");
    expect(seen).toEqual([true]);
    seen.length = 0;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    expect(container.textContent).toBe("live");
  });

  it("is false in a render that hydrates nothing", async () => {
    container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(seen).toEqual([false]);
  });

  it("reads a query as not answered while hydrating, and its answer after", async () => {
    const answered = { data: "banners", isPending: false };
    container = document.createElement("div");
    container.innerHTML = renderToString(<QueryProbe query={answered} />);
    expect(container.textContent).toBe("pending");
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <QueryProbe query={answered} />);
    });
    expect(container.textContent).toBe("banners");
  });
});
