import { act, Suspense, use } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { HydrationRoot, useAsPrerendered, useHydrating, usePageSettled } from "./hydration.ts";
import { heldAnimationFrames } from "../testing/animation-frames.ts";
import { PAINT_PRESENTED_MS } from "./use-painted-once.ts";
import { SETTLE_AT_LATEST_MS } from "./first-answers.ts";

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

describe("useHydrating", () => {
  let container: HTMLDivElement;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    container.remove();
    seen.length = 0;
  });

  it("is true in the prerender, true while hydrating that markup and false right after, with no mismatch", async () => {
    const recoverable = vi.fn();
    container = document.createElement("div");
    container.innerHTML = renderToString(
      <HydrationRoot hydrating>
        <Probe />
      </HydrationRoot>,
    );
    expect(container.textContent).toBe("as prerendered");
    expect(seen).toEqual([true]);
    seen.length = 0;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationRoot hydrating>
          <Probe />
        </HydrationRoot>,
        { onRecoverableError: recoverable },
      );
    });
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    expect(container.textContent).toBe("live");
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("goes live in a transition: a live render that suspends keeps the prerendered markup instead of a fallback", async () => {
    // Only a transition may keep what is shown while its render waits; an urgent (sync) update
    // would put the Suspense fallback in place of the page: the long task this avoids.
    const never = new Promise<never>(() => undefined);
    function WaitsWhenLive() {
      if (!useHydrating()) use(never);
      return <p>as prerendered</p>;
    }
    const tree = (
      <HydrationRoot hydrating>
        <Suspense fallback={<p>fallback</p>}>
          <WaitsWhenLive />
        </Suspense>
      </HydrationRoot>
    );
    container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(container.textContent).toBe("as prerendered");
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
    const tree = (
      <HydrationRoot hydrating>
        <QueryProbe query={answered} />
      </HydrationRoot>
    );
    container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    expect(container.textContent).toBe("pending");
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(container.textContent).toBe("banners");
  });

  it("reads a query as fetching while hydrating, as the build saw it, so an attribute drawn from it is not left behind", async () => {
    // The page's data starter can answer before React hydrates: the client's cache then holds the answer while the
    // build's markup says aria-busy="true". React does not patch an attribute that differs while hydrating, so a
    // hydrating render that read the live isFetching (false) left aria-busy="true" on the shown balance for good.
    function Figure() {
      const query = useAsPrerendered(useQuery({ queryKey: ["balance"], queryFn: () => new Promise<string>(() => undefined), staleTime: Infinity }));
      return <output aria-busy={query.isFetching}>{query.data ?? "--.--"}</output>;
    }
    const tree = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <HydrationRoot hydrating>
          <Figure />
        </HydrationRoot>
      </QueryClientProvider>
    );
    container = document.createElement("div");
    container.innerHTML = renderToString(tree(new QueryClient()));
    expect(container.innerHTML).toBe('<output aria-busy="true">--.--</output>');
    const client = new QueryClient();
    client.setQueryData(["balance"], "12,580.50");
    const recoverable = vi.fn();
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, tree(client), { onRecoverableError: recoverable });
    });
    expect(container.innerHTML).toBe('<output aria-busy="false">12,580.50</output>');
    expect(recoverable).not.toHaveBeenCalled();
  });
});

describe("usePageSettled", () => {
  let container: HTMLDivElement;
  function Settled() {
    return <p>{`${useHydrating() ? "hydrating" : "live"}, ${usePageSettled() ? "settled" : "not settled"}`}</p>;
  }
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    container.remove();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("is false in the prerender and while hydrating, and true once the live picture's frame has been painted and shown", async () => {
    vi.useFakeTimers();
    const frames = heldAnimationFrames();
    const tree = (
      <HydrationRoot hydrating>
        <Settled />
      </HydrationRoot>
    );
    container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    expect(container.textContent).toBe("hydrating, not settled");
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, tree);
    });
    // Live, and not settled yet: the wait starts from the live picture's commit.
    expect(container.textContent).toBe("live, not settled");
    frames.next();
    frames.next();
    act(() => vi.advanceTimersByTime(PAINT_PRESENTED_MS - 1));
    expect(container.textContent).toBe("live, not settled");
    act(() => vi.advanceTimersByTime(1));
    expect(container.textContent).toBe("live, settled");
    // For the rest of the visit: no more frames asked for.
    frames.next();
    expect(frames.pending()).toBe(0);
  });

  /** The live page of a screen whose answer is on its way when it hydrates: its loading line, then the answer. */
  async function hydrateWithAnswerOnItsWay({ prerendered = true } = {}) {
    let answer: (text: string) => void = () => undefined;
    const queryFn = () => new Promise<string>((resolve) => (answer = resolve));
    function Screen() {
      const query = useAsPrerendered(useQuery({ queryKey: ["vip"], queryFn, retry: false }));
      return <p>{query.data ?? "loading"}</p>;
    }
    const tree = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <HydrationRoot hydrating={prerendered} queryClient={client}>
          <Screen />
          <Settled />
        </HydrationRoot>
      </QueryClientProvider>
    );
    container = document.createElement("div");
    document.body.append(container);
    if (prerendered) {
      container.innerHTML = renderToString(tree(new QueryClient()));
      await act(async () => {
        hydrateRoot(container, tree(new QueryClient()));
      });
    } else {
      await act(async () => {
        createRoot(container).render(tree(new QueryClient()));
      });
    }
    return (text: string) => act(async () => {
      answer(text);
      await vi.advanceTimersByTimeAsync(0);
    });
  }

  it("waits for the answers the page was fetching when it went live: their picture is the one painted and shown", async () => {
    vi.useFakeTimers();
    const frames = heldAnimationFrames();
    const answer = await hydrateWithAnswerOnItsWay();
    expect(container.textContent).toBe("loadinglive, not settled");
    // The live picture painted and shown, the answer still on its way: not settled.
    frames.next();
    frames.next();
    await act(() => vi.advanceTimersByTimeAsync(PAINT_PRESENTED_MS));
    expect(container.textContent).toBe("loadinglive, not settled");
    await answer("Gold, 80% to Platinum");
    expect(container.textContent).toBe("Gold, 80% to Platinumlive, not settled");
    frames.next();
    frames.next();
    await act(() => vi.advanceTimersByTimeAsync(PAINT_PRESENTED_MS - 1));
    expect(container.textContent).toBe("Gold, 80% to Platinumlive, not settled");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(container.textContent).toBe("Gold, 80% to Platinumlive, settled");
  });

  it("waits, with no prerendered frame, for the answers the screen asked for in the same commit as the frame", async () => {
    // The screen's queries start in its effects, after the frame's render read that nothing was fetching.
    vi.useFakeTimers();
    const frames = heldAnimationFrames();
    const answer = await hydrateWithAnswerOnItsWay({ prerendered: false });
    frames.next();
    frames.next();
    await act(() => vi.advanceTimersByTimeAsync(PAINT_PRESENTED_MS));
    expect(container.textContent).toBe("loadinglive, not settled");
    await answer("Gold");
    frames.next();
    frames.next();
    await act(() => vi.advanceTimersByTimeAsync(PAINT_PRESENTED_MS));
    expect(container.textContent).toBe("Goldlive, settled");
  });

  it("settles SETTLE_AT_LATEST_MS after going live when an answer is slower than that", async () => {
    vi.useFakeTimers();
    const frames = heldAnimationFrames();
    await hydrateWithAnswerOnItsWay();
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_AT_LATEST_MS - 1));
    frames.next();
    frames.next();
    await act(() => vi.advanceTimersByTimeAsync(PAINT_PRESENTED_MS));
    expect(container.textContent).toBe("loadinglive, not settled");
    await act(() => vi.advanceTimersByTimeAsync(1));
    frames.next();
    frames.next();
    await act(() => vi.advanceTimersByTimeAsync(PAINT_PRESENTED_MS));
    expect(container.textContent).toBe("loadinglive, settled");
  });

  it("is true outside the app's root, where there is no first picture to wait for", async () => {
    container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Settled />);
    });
    expect(container.textContent).toBe("live, settled");
  });
});
