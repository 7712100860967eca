import { describe, expect, it } from "vitest";
import { redirects, routes } from "../routes/route-table.ts";
import { frameFor, isHomePath } from "./frame-rules.ts";

describe("frameFor (spec §2 page frame)", () => {
  it.each(["/m/login", "/m/register", "/m/message", "/m/app", "/m/lottery", "/m/forget", "/m/changePsw", "/m/agent", "/m/gameList"])(
    "hides the general header on %s",
    (path) => expect(frameFor(path).header).toBe("none"),
  );

  it.each(["/", "/m", "/m/", "/m/home", "/m/index", "/m/index.html", "/m/activity", "/m/sponsor", "/m/vip"])(
    "shows the home header on %s",
    (path) => expect(frameFor(path).header).toBe("home"),
  );

  it.each(["/m/set", "/m/trail", "/m/notice", "/m/read/live", "/m/voucherCenter"])("shows the general header on %s", (path) =>
    expect(frameFor(path).header).toBe("general"),
  );

  it.each(["/m/changePsw", "/", "/m", "/m/", "/m/home", "/m/index", "/m/index.html"])("hides the back arrow on %s", (path) =>
    expect(frameFor(path).backArrow).toBe(false),
  );

  it("keeps the back arrow elsewhere", () => {
    expect(frameFor("/m/set").backArrow).toBe(true);
    expect(frameFor("/m/activity").backArrow).toBe(true);
  });

  it.each(["/m/login", "/m/register", "/m/trail", "/m/activity", "/m/forget"])("goes back to /m/home from %s", (path) =>
    expect(frameFor(path).backTarget).toBe("home"),
  );

  it.each(["/m/set", "/m/notice", "/m/help"])("goes back one step from %s", (path) =>
    expect(frameFor(path).backTarget).toBe("history"),
  );

  it("shows the search control on /m/read/* and customer service elsewhere", () => {
    expect(frameFor("/m/read/sport").headerRight).toBe("search");
    expect(frameFor("/m/set").headerRight).toBe("customerService");
  });

  it.each(["/m/login", "/m/register", "/m/changePsw", "/m/forget", "/m/gameList"])("hides the footer on %s", (path) =>
    expect(frameFor(path).footer).toBe(false),
  );

  it.each(["/m/home", "/m/set", "/m/activity", "/m/message"])("shows the footer on %s", (path) =>
    expect(frameFor(path).footer).toBe(true),
  );

  // The change of password a member chose is a normal page; the forced one keeps spec §2's frame.
  it("gives the chosen change of password the general header, a back arrow one step back and the footer", () => {
    expect(frameFor("/m/set/changePsw")).toEqual({ header: "general", backArrow: true, backTarget: "history", headerRight: "customerService", footer: true, agentFooter: false });
    expect(frameFor("/m/changePsw")).toMatchObject({ header: "none", backArrow: false, footer: false });
  });

  it("gives agent home no general header and the agent footer in the footer menu's place", () => {
    expect(frameFor("/m/agent")).toMatchObject({ header: "none", footer: false, agentFooter: true });
  });

  // Every page of the agent area has the agent footer, none the footer menu.
  it.each([
    "/m/agent/team/overview",
    "/m/member/team",
    "/m/redRain",
    "/m/agent/team/pnl",
    "/m/teamBetting",
    "/m/member/agent/agentRebeat",
    "/m/member/teamRebate",
    "/m/securityCenter",
    "/m/agentRegister",
    "/m/member/agent/agentDivident",
    "/m/member/notice",
    "/m/member/agent/getSalaryContract",
    "/m/member/agent/getDevidendContract",
    "/m/member/agent/getHourContract",
  ])("gives %s of the agent area the general header and the agent footer, no footer menu", (path) =>
    expect(frameFor(path)).toMatchObject({ header: "general", backArrow: true, footer: false, agentFooter: true }),
  );

  it("keeps the footer menu on the member's own pages the agent grid also lists (records, inbox)", () => {
    expect(frameFor("/m/transaction/record")).toMatchObject({ footer: true, agentFooter: false });
    expect(frameFor("/m/transaction/record", "?types=WITHDRAW")).toMatchObject({ footer: true, agentFooter: false });
    expect(frameFor("/m/webEmail")).toMatchObject({ footer: true, agentFooter: false });
  });

  // The agent's Transactions and Mail center switched to the member footer.
  it.each(["/m/transaction/record", "/m/webEmail"])("gives %s as the agent grid opens it (?types=A) the agent footer", (path) => {
    expect(frameFor(path, "?types=A")).toMatchObject({ header: "general", footer: false, agentFooter: true });
    expect(frameFor(path, "types=a&customerName=lucky_88")).toMatchObject({ footer: false, agentFooter: true });
  });
});

// The frame derives from the route table (lib/routes.ts). Spec §2's
// lists, stated here once, must hold for every address the table knows: each
// route (a `:name` segment filled), each alias, and /m/app (no route, no header).
describe("frameFor derives spec §2's page frame from the route table", () => {
  const spec = {
    noHeader: ["/m/login", "/m/register", "/m/register.html", "/m/message", "/m/app", "/m/lottery", "/m/forget", "/m/changePsw", "/m/agent", "/m/gameList"],
    homeHeader: ["/", "/m", "/m/", "/m/home", "/m/index", "/m/index.html", "/m/activity", "/m/sponsor", "/m/vip"],
    noBackArrow: ["/m/changePsw", "/", "/m", "/m/", "/m/home", "/m/index", "/m/index.html"],
    backHome: ["/m/login", "/m/register", "/m/register.html", "/m/trail", "/m/activity", "/m/forget"],
    noFooterMenu: ["/m/login", "/m/register", "/m/register.html", "/m/changePsw", "/m/forget", "/m/gameList"],
  };
  const agentArea = new Set(routes.filter((route) => route.area === "agent").map((route) => route.path));
  const addresses = [...routes.map((route) => route.path.replace(/:[A-Za-z]+/g, "live")), ...Object.keys(redirects), "/m/app"];

  it("knows every route, alias and spec §2 address", () => {
    expect(addresses).toEqual(expect.arrayContaining([...new Set(Object.values(spec).flat())]));
  });

  it.each(addresses)("gives %s the frame spec §2 states", (path) => {
    expect(frameFor(path)).toEqual({
      header: spec.homeHeader.includes(path) ? "home" : spec.noHeader.includes(path) ? "none" : "general",
      backArrow: !spec.noBackArrow.includes(path),
      backTarget: spec.backHome.includes(path) ? "home" : "history",
      headerRight: path.startsWith("/m/read/") ? "search" : "customerService",
      footer: !spec.noFooterMenu.includes(path) && !agentArea.has(path),
      agentFooter: agentArea.has(path),
    });
  });

  it("gives a path with a trailing slash its route's frame, and an unknown path the usual one", () => {
    expect(frameFor("/m/login/")).toEqual(frameFor("/m/login"));
    expect(frameFor("/m/nowhere")).toEqual({ header: "general", backArrow: true, backTarget: "history", headerRight: "customerService", footer: true, agentFooter: false });
  });

  it("knows the home paths by the route they show", () => {
    for (const path of spec.noBackArrow.filter((path) => path !== "/m/changePsw")) expect(isHomePath(path), path).toBe(true);
    expect(isHomePath("/m/home/")).toBe(true);
    for (const path of ["/m/register.html", "/m/activity", "/m/nowhere"]) expect(isHomePath(path), path).toBe(false);
  });
});
