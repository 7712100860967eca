// Every agent grid, footer and contract screen (spec §6) renders with the app's
// real providers and frame, as an agent: its title (the page's <title> and the
// screen's labelled region) and the figure that shows it has its data. The
// answers are the contract's default examples (the ones Prism serves), trimmed
// to what the screen reads. Agent home has its own tests (agent-home-screen.test.tsx);
// the browser keeps one agent journey (e2e/agent.spec.ts).
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { carriesInClear, json, type Handlers } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { rsaKey } from "../../account/testing/account-fixtures.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { inboxPage, message } from "../../messages/testing/inbox-fixtures.ts";
import { agentAnnouncement, agentHomeHandlers, agentSession, downlineRates, downlineRow, globalRanges, ownRates, quotaGroups, simpleDownlineNames, teamKpiFooter } from "../testing/agent-fixtures.ts";
import { contractHandlers, dividendHandlers } from "../testing/contract-fixtures.ts";

const renderApp = renderAppWith(homeScreenHandlers, agentHomeHandlers);

type Region = HTMLElement;

/** The stat tile's figure (a <dd>) that reads exactly `text`. */
const definition = (region: Region, text: string) =>
  waitFor(() => {
    const found = within(region)
      .getAllByRole("definition")
      .find((element) => element.textContent === text);
    if (!found) throw new Error(`no figure ${text}`);
    return found;
  });

interface AgentScreen {
  path: string;
  title: string;
  api: Handlers;
  /** What shows the screen has its data, found inside its region. */
  figure: (region: Region) => Promise<HTMLElement>;
}

const screens: AgentScreen[] = [
  {
    path: "/m/agent/team/overview",
    title: "Team overview",
    api: {
      "GET /wps/relay/ODSFE2_teamKPIC": ok({
        list: [{ balanceDate: "2026-11-21", teamRngPNL: -21430.5, teamLivePNL: 6200, teamFishPNL: 0, teamLottPNL: -22985.25, teamElottPNL: 0, teamPvpPNL: 0, teamSportsPNL: 0, ...teamKpiFooter }],
        footer: teamKpiFooter,
      }),
    },
    figure: (region) => definition(region, "￥128,600.00"),
  },
  {
    path: "/m/transaction/record?types=A",
    title: "Transaction records",
    api: {
      "GET /wps/relay/ODSFE2_MemTransDet": ok({
        list: [
          { txId: 880311, txTypeId: 2001, txTypeName: "Withdrawal", remark: null, txTimeInTimestamp: 1795272250000, customerName: "agent_lee", orderNo: "WD20261121224410032", currentAvailBalance: 357200, amount: -1000 },
          { txId: 880207, txTypeId: 6001, txTypeName: "Daily salary", remark: "Daily salary 2026-11-20", txTimeInTimestamp: 1795190701000, customerName: "agent_lee", orderNo: null, currentAvailBalance: 358200, amount: 888 },
        ],
        page: 1,
        totalPages: 1,
      }),
    },
    figure: (region) => within(region).findByRole("cell", { name: "Daily salary 2026-11-20" }),
  },
  {
    path: "/m/member/team",
    title: "Team management",
    api: {
      "GET /wps/relay/ODSFE2_getSubordinatev2": ok({ list: [downlineRow(100512, "lucky_88"), downlineRow(100533, "sub_agent_wu", true)], footer: { balance: 6521.6 }, total: 2, totalPages: 1 }),
    },
    figure: (region) => within(region).findByRole("button", { name: /^lucky_88/ }),
  },
  {
    path: "/m/redRain",
    title: "Red-envelope rain",
    api: { "GET /wps/relay/ODSFE2_subordinateSimple": simpleDownlineNames },
    figure: (region) => within(region).findByRole("checkbox", { name: "xiaoming01" }),
  },
  {
    path: "/m/agent/team/pnl",
    title: "Team profit and loss",
    api: {
      "GET /wps/relay/ODSFE2_MemPNL": ok({
        list: [{ customerName: "sub_agent_wu", totalBet: 1263450.5, totalValidBet: 1240100, totalWin: 1207130.5, totalPNL: -56320, totalRebate: 13641.1, totalPromotion: 388 }],
        footer: { totalBet: 1263450.5, totalValidBet: 1240100, totalWin: 1207130.5, totalPNL: -56320, totalRebate: 13641.1, totalPromotion: 388 },
      }),
    },
    figure: (region) => within(region).findByRole("rowheader", { name: "sub_agent_wu" }),
  },
  {
    path: "/m/teamBetting",
    title: "Team betting",
    api: {
      "GET /wps/relay/ODSFE2_RNGOrders": ok({
        list: [
          {
            orderNo: "PG2611212231558841",
            customerName: "lucky_88",
            directAgentName: "agent_lee",
            gameName: "Fortune Gems",
            betTimeInTimestamp: 1795271515000,
            transTimeInTimestamp: 1795271516000,
            betAmount: 20,
            validBetAmount: 20,
            winAmount: 76,
            profitAndLoss: 56,
            accountType: "PG",
          },
        ],
        total: 1,
        totalPages: 1,
        footer: { betAmount: 20, validBetAmount: 20, winAmount: 76, profitAndLoss: 56 },
      }),
    },
    figure: (region) => within(region).findByRole("cell", { name: /Fortune Gems/ }),
  },
  {
    path: "/m/member/agent/agentRebeat",
    title: "My rebates",
    api: {
      "GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType": ownRates,
      "GET /wps/relay/MCSFE_getGlobalRebateSettingsByProductType": globalRanges,
      "GET /wps/relay/MCSFE_getAgentQuotaGroupByProduct": quotaGroups,
    },
    figure: (region) => within(region).findByRole("heading", { name: "Account quotas" }),
  },
  {
    path: "/m/member/teamRebate",
    title: "Team rebates",
    api: {
      "GET /wps/relay/ODSFE2_getSubordinatev2": ok({ list: [downlineRow(100512, "lucky_88")], footer: { balance: 3260.8 }, total: 1, totalPages: 1 }),
      "GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType": (request: Request) => json(new URL(request.url).searchParams.has("customerId") ? downlineRates : ownRates),
      "GET /wps/relay/MCSFE_getGlobalRebateSettingsByProductType": globalRanges,
    },
    // The first downline's rates show at once.
    figure: (region) => within(region).findByRole("rowheader", { name: "Slots" }),
  },
  {
    path: "/m/securityCenter",
    title: "Security center",
    api: {
      "GET /wps/v2/member/securityConfig": ok({
        completeProgress: 60,
        info: {
          loginPassword: { enabled: true, isComplete: true },
          paymentPassword: { enabled: true, isComplete: true },
          email: { enabled: true, isComplete: false },
          bindGA: { enabled: false, isComplete: false },
        },
      }),
    },
    figure: (region) => within(region).findByText("60% secured"),
  },
  {
    path: "/m/agentRegister",
    title: "Open account",
    api: {
      "GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType": ownRates,
      "GET /wps/relay/MCSFE_getGlobalRebateSettingsByProductType": globalRanges,
      "GET /wps/relay/MCSFE_getAgentQuotaGroupByProduct": quotaGroups,
    },
    figure: (region) => within(region).findByLabelText("Slots rebate (%)"),
  },
  {
    path: "/m/member/agent/agentDivident",
    title: "Dividend",
    api: dividendHandlers,
    figure: (region) => within(region).findByText("Dividend so far"),
  },
  {
    path: "/m/member/notice?types=A",
    title: "Agent announcements",
    api: {
      "GET /wps/relay/CCSFE_getListAnnouncements": ok({
        promotion: [],
        banners: [],
        player: [],
        popup: [],
        hot: [],
        agent: [agentAnnouncement(7402, "New daily-salary tiers from December", false)],
        footer: { unreadCount: 1 },
      }),
    },
    figure: (region) => within(region).findByRole("button", { name: /New daily-salary tiers from December/ }),
  },
  {
    path: "/m/member/agent/getSalaryContract",
    title: "Daily salary contract",
    api: contractHandlers,
    figure: (region) => within(region).findByRole("cell", { name: "0.6% of turnover" }),
  },
  {
    path: "/m/member/agent/getDevidendContract",
    title: "Dividend contract",
    api: contractHandlers,
    figure: (region) => within(region).findByText("Without a contract: sub_agent_tan"),
  },
  {
    path: "/m/member/agent/getHourContract",
    title: "Hourly salary contract",
    api: contractHandlers,
    figure: (region) => within(region).findByRole("cell", { name: "￥88.00" }),
  },
];

describe("agent screens show their title and their data (spec §6)", () => {
  it.each(screens)("$path: $title", async ({ path, title, api, figure }) => {
    renderApp({ route: path, session: agentSession, api });
    const region = await screen.findByRole("region", { name: title });
    await waitFor(() => expect(document.title).toBe(title));
    expect(await figure(region)).toBeVisible();
    expect(screen.queryByText("This page is not available yet.")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

/** Transaction records is the member's own page too; every other screen here is of the agent area. */
const areaScreens = screens.filter((entry) => !entry.path.startsWith("/m/transaction/record"));

describe("the agent area is a place of its own", () => {
  it.each(areaScreens)("$path has the agent footer, no footer menu, and Home leads to the main site", async ({ path, title, api }) => {
    renderApp({ route: path, session: agentSession, api });
    await screen.findByRole("region", { name: title });
    const footer = await screen.findByRole("navigation", { name: "Agent menu" });
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/m/home");
    // An entry that leads to the page it sits on says so; no other does.
    const here = path.split("?")[0];
    for (const link of within(footer).getAllByRole("link")) {
      const target = link.getAttribute("href")?.split("?")[0];
      if (target === here) expect(link).toHaveAttribute("aria-current", "page");
      else expect(link).not.toHaveAttribute("aria-current");
    }
  });

  it("marks the tab of the page it is on: Dividend on the dividend page", async () => {
    const dividend = screens.find((entry) => entry.path === "/m/member/agent/agentDivident")!;
    renderApp({ route: dividend.path, session: agentSession, api: dividend.api });
    const footer = await screen.findByRole("navigation", { name: "Agent menu" });
    expect(await within(footer).findByRole("link", { name: "Dividend" })).toHaveAttribute("aria-current", "page");
  });

  it("takes the agent back to the main site from the footer's Home", async () => {
    const register = screens.find((entry) => entry.path === "/m/agentRegister")!;
    const { user } = renderApp({ route: register.path, session: agentSession, api: register.api });
    await user.click(within(await screen.findByRole("navigation", { name: "Agent menu" })).getByRole("link", { name: "Home" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
  });

  it("keeps the footer menu on transaction records opened as the member's own page", async () => {
    const records = screens.find((entry) => entry.path.startsWith("/m/transaction/record"))!;
    renderApp({ route: "/m/transaction/record", session: agentSession, api: records.api });
    await screen.findByRole("region", { name: records.title });
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Agent menu" })).not.toBeInTheDocument();
  });

  // The agent's Transactions and Mail center switched to the member footer.
  it("keeps the agent footer on the team's transaction records the grid opens (?types=A)", async () => {
    const records = screens.find((entry) => entry.path.startsWith("/m/transaction/record"))!;
    renderApp({ route: records.path, session: agentSession, api: records.api });
    await screen.findByRole("region", { name: records.title });
    expect(await screen.findByRole("navigation", { name: "Agent menu" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
  });

  it("keeps the agent footer on the mail centre the grid opens (?types=A), and the footer menu on the member's inbox", async () => {
    const api = { "GET /wps/relay/EMFE_getInbox": inboxPage([message(51008, { subject: "Your dividend was paid" })]) };
    renderApp({ route: "/m/webEmail?types=A", session: agentSession, api });
    await screen.findByRole("button", { name: /Your dividend was paid/ });
    expect(await screen.findByRole("navigation", { name: "Agent menu" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
  });

  it("sends a plain member (type 0) opening the team's records (?types=A) home, before any agent call", async () => {
    const { api } = renderApp({ route: "/m/transaction/record?types=A", session: memberSession({ type: 0 }) });
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    const agentCalls = api.requests.filter((request) => /ODSFE2_|MCS2_|whitelabel\/menu/.test(new URL(request.url).pathname));
    expect(agentCalls).toEqual([]);
  });

  // Spec §6: the agent-home reading bars types 0, 4 and 40; each page of the area passes it as well as its own.
  it.each(["/m/member/agent/agentDivident", "/m/member/agent/getSalaryContract", "/m/member/agent/getDevidendContract", "/m/member/agent/getHourContract", "/m/agentRegister", "/m/agent"])(
    "sends a plain member (type 0) opening %s home, told once, before any agent call",
    async (path) => {
      const { api } = renderApp({ route: path, session: memberSession({ type: 0 }) });
      await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
      expect(await screen.findAllByText("Cannot log in because not an agent")).toHaveLength(1);
      const agentCalls = api.requests.filter((request) => /ODSFE2_|MCS2_|whitelabel\/menu/.test(new URL(request.url).pathname));
      expect(agentCalls).toEqual([]);
    },
  );

  it.each([["a trial account (type 4)", 4], ["type 40", 40]] as const)("sends %s opening the dividend page home", async (_, type) => {
    renderApp({ route: "/m/member/agent/agentDivident", session: memberSession({ type }) });
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });

  it("lets a type-42 agent (an agent in the agent-home reading) open open account", async () => {
    const register = screens.find((entry) => entry.path === "/m/agentRegister")!;
    renderApp({ route: register.path, session: { ...agentSession, type: 42 }, api: register.api });
    expect(await screen.findByRole("region", { name: "Open account" })).toBeInTheDocument();
  });
});

describe("agent screens' states and actions (moved from the browser, e2e/agent.spec.ts)", () => {
  const serverError = () => json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 });

  it("a report that fails to load shows one translated message, not the server's text, and Try again shows it", async () => {
    let fail = true;
    const overview = screens[0]!;
    const { user } = renderApp({
      route: overview.path,
      session: agentSession,
      api: { ...overview.api, "GET /wps/relay/ODSFE2_teamKPIC": () => (fail ? serverError() : json(overview.api["GET /wps/relay/ODSFE2_teamKPIC"])) },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The system is busy, please try again later");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.queryByText("Internal Server Error")).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await overview.figure(screen.getByRole("region", { name: overview.title }))).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("an empty team says so", async () => {
    renderApp({
      route: "/m/member/team",
      session: agentSession,
      api: {
        "GET /wps/relay/ODSFE2_getSubordinatev2": ok({ list: [], footer: { balance: 0 }, total: 0, totalPages: 0 }),
      },
    });
    expect(await screen.findByText("No team members yet")).toBeInTheDocument();
  });

  it("agent home greets in Chinese", async () => {
    renderApp({ route: "/m/agent", session: agentSession, locale: "cn" });
    expect(await screen.findByText(/^(早上好|中午好|下午好|晚上好),/)).toHaveTextContent(/^(早上好|中午好|下午好|晚上好), agent_lee$/);
  });

  it("opening a downline account: each wrong field is named, then one request leaves encrypted and the account is told opened", async () => {
    const { user, api } = renderApp({
      route: "/m/agentRegister",
      session: agentSession,
      api: {
        "GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType": ownRates,
        "GET /wps/relay/MCSFE_getGlobalRebateSettingsByProductType": globalRanges,
        "GET /wps/relay/MCSFE_getAgentQuotaGroupByProduct": quotaGroups,
        "GET /wps/session/key/rsa": rsaKey,
        "POST /wps/agent/downline": ok({ customerId: 100777, username: "lucky_star88", customerType: 0 }),
      },
    });
    await user.type(await screen.findByLabelText("Username"), "lucky_star88");
    await user.type(screen.getByLabelText("Password", { exact: true }), "Secret123");
    await user.type(screen.getByLabelText("Confirm password"), "Secret124");
    const slots = screen.getByLabelText("Slots rebate (%)");
    await user.clear(slots);
    await user.type(slots, "1.5");
    await user.click(screen.getByRole("button", { name: "Open account" }));
    await waitFor(() => expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription("Two passwords do not match"));
    expect(slots).toHaveAccessibleDescription("Up to 1.1% (yours: 1.2%) Enter a rebate from 0% to 1.1%");
    expect(api.calls("POST /wps/agent/downline")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Confirm password"));
    await user.type(screen.getByLabelText("Confirm password"), "Secret123");
    await user.clear(slots);
    await user.type(slots, "1");
    await user.click(screen.getByRole("button", { name: "Open account" }));
    expect(await screen.findByText("Account lucky_star88 opened")).toBeInTheDocument();
    const sent = api.calls("POST /wps/agent/downline");
    expect(sent).toHaveLength(1);
    expect(await carriesInClear(sent[0]!, "Secret123")).toBe(false);
    expect(await carriesInClear(sent[0]!, "lucky_star88")).toBe(false);
    expect(await sent[0]!.clone().json()).toEqual({ value: expect.stringMatching(/^[A-Za-z0-9+/=]{40,}$/) });
  });
});
