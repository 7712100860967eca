// Answers to the contract pages' calls for component tests (the contract's examples: the consolidated
// funds' "allOffers", the info relays' "contracts"/"downlines", the logs' "log", the records' first page).
import type { Handlers } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";

const ownDividend = [
  { minimumBet: 100000, netLoss: 20000, activeMember: 10, contractRate: 0.12, status: "A" },
  { minimumBet: 500000, netLoss: 80000, activeMember: 30, contractRate: 0.15, status: "A" },
];

/** The consolidated funds of an agent with a contract of each kind and a request of each kind waiting (maps as the contract names them). */
export function fundsWithRequests(overrides: Record<string, unknown> = {}) {
  const dividendRequest = {
    LIVE: [
      { minimumBet: 100000, netLoss: 20000, activeMember: 10, contractRate: 0.2, status: "P", downlineHigherRate: "N" },
      { minimumBet: 500000, netLoss: 80000, activeMember: 30, contractRate: 0.3, status: "P", downlineHigherRate: "N" },
    ],
  };
  return {
    sumBalance: 358200,
    currencySymbol: "￥",
    dailysalreqtype: {
      RNG: [
        {
          id: 5101,
          status: "P",
          downlineHigherRate: "N",
          details: [
            { betVolume: 50000, activeMember: 5, rateType: "P", rate: 0.004 },
            { betVolume: 200000, activeMember: 15, rateType: "P", rate: 0.006 },
          ],
        },
      ],
    },
    divtypecompperiodreq: dividendRequest,
    divtypereq: dividendRequest,
    contracthoursalreq: {
      SPORTS: [
        {
          contractId: 7203,
          status: "P",
          downlineHigherRate: "Y",
          hourSalaryRates: [
            { minimumBet: 5000, activeMember: 3, rateType: "F", rate: 18 },
            { minimumBet: 20000, activeMember: 8, rateType: "F", rate: 88 },
          ],
        },
      ],
    },
    dailysalinfotype: { RNG: { agent: [{ id: 5088, status: "A", details: [{ betVolume: 50000, activeMember: 5, rateType: "P", rate: 0.003 }] }] } },
    contracthoursalinfo: { SPORTS: { agent: [{ contractId: 7190, status: "A", hourSalaryRates: [{ minimumBet: 5000, activeMember: 3, rateType: "F", rate: 12 }] }] } },
    divtypeinfo: { CONS: { agent: ownDividend } },
    divtypecompperiodinfo: { CONS: { HALF_MONTH: { agent: ownDividend } } },
    ...overrides,
  };
}

/** Nothing waits: every request map empty or null. */
export const fundsSettled = () => fundsWithRequests({ dailysalreqtype: null, divtypecompperiodreq: null, divtypereq: null, contracthoursalreq: {} });

const ownSalary = {
  id: 5088,
  status: "A",
  productType: "RNG",
  details: [
    { betVolume: 50000, activeMember: 5, rateType: "P", rate: 0.003 },
    { betVolume: 200000, activeMember: 15, rateType: "P", rate: 0.005 },
  ],
};

const downlines = ok({
  list: [
    { customerId: 100533, customerName: "sub_agent_wu" },
    { customerId: 100547, customerName: "sub_agent_tan" },
  ],
});

const log = (productType: string) =>
  ok({
    list: [
      { id: 2, productType, customerName: "master_chen", status: "P", updateTime: 1795140000000 },
      { id: 1, productType, customerName: "master_chen", status: "A", updateTime: 1790820000000 },
    ],
    totalPages: 1,
  });

/** The three contract pages' calls, answered as the examples (each test overrides what it is about). */
export const contractHandlers: Handlers = {
  "GET /wps/member/info/funds/consolidated": ok(fundsWithRequests()),
  "GET /wps/relay/MCSFE_getContractDailySalInfo": ok({
    agent: [ownSalary],
    downline: [{ id: 5112, status: "P", productType: "RNG", receiverId: 100533, details: [{ betVolume: 50000, activeMember: 5, rateType: "P", rate: 0.002 }] }],
  }),
  "GET /wps/relay/MCSFE_getContractHourSalaryInfo": ok({
    agent: [{ contractId: 7190, status: "A", productType: "SPORTS", hourSalaryRates: [{ minimumBet: 5000, activeMember: 3, rateType: "F", rate: 12 }] }],
    downline: [],
  }),
  "GET /wps/relay/MCSFE_getContractDividendInfo": ok({
    downline: [
      { receiverId: 100533, status: "A", productType: "CONS", minimumBet: 100000, netLoss: 20000, activeMember: 10, contractRate: 0.1 },
      { receiverId: 100533, status: "A", productType: "CONS", minimumBet: 500000, netLoss: 80000, activeMember: 30, contractRate: 0.15 },
    ],
  }),
  "GET /wps/relay/ODSFE2_Subordinate": downlines,
  "GET /wps/relay/MCSFE_getDailySalaryContractLog": log("RNG"),
  "GET /wps/relay/MCSFE_getContractHourSalaryLog": log("SPORTS"),
  "GET /wps/relay/MCSFE_getContractHistory": log("CONS"),
  "GET /wps/relay/ODSFE2_QueryDailySalary": ok({
    list: [
      { recordDate: "2026-11-20", productType: "RNG", betVolume: 268400, activeMember: 17, amount: 1342 },
      { recordDate: "2026-11-19", productType: "RNG", betVolume: 96200, activeMember: 9, amount: 288.6 },
    ],
    totalPages: 1,
  }),
};

/** The dividend page's calls: the two periods, and a downline's dividend to pay out beside the agent's own paid one. */
export const dividendHandlers: Handlers = {
  "GET /wps/relay/ODSFE2_getContractPreviousAndCurrentDividend": ok({
    previous: { startDate: "2026-11-01", endDate: "2026-11-15", betAmount: 3125600, netLoss: 115230, activeMember: 36, contractRate: 0.15, amount: 17284.5 },
    current: { startDate: "2026-11-16", endDate: "2026-11-30", betAmount: 2802430.5, netLoss: 42740, activeMember: 36, contractRate: 0.15, amount: 6411 },
  }),
  "GET /wps/relay/ODSFE2_QueryDividend": ok({
    list: [
      { id: 88231, customerName: "sub_agent_wu", productType: "CONS", startDate: "2026-11-01", endDate: "2026-11-15", netLoss: 42740, activeMember: 12, contractRate: 0.1, amount: 4274, status: "PENDING" },
      { id: 88207, customerName: "agent_lee", productType: "CONS", startDate: "2026-11-01", endDate: "2026-11-15", netLoss: 115230, activeMember: 36, contractRate: 0.15, amount: 17284.5, status: "PAID" },
    ],
    total: 2,
    totalPages: 1,
  }),
};
