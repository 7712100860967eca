import type { components } from "@platform/sdk";
import { merchantCode } from "../../../config.ts";
import { defineMutation, defineQuery } from "../../../lib/api-query.ts";

type Schemas = components["schemas"];
export type DailySalaryContract = Schemas["DailySalaryContract"];
export type DividendContract = Schemas["DividendContract"];
export type DailySalaryTier = Schemas["DailySalaryTier"];
export type HourSalaryTier = Schemas["HourSalaryTier"];
export type DailySalaryRecord = Schemas["DailySalaryRecord"];
export type Subordinate = Schemas["Subordinate"];
export type DailySalaryDecision = Schemas["DailySalaryContractDecision"];
export type HourSalaryDecision = Schemas["HourSalaryContractDecision"];
export type DividendDecision = Schemas["DividendContractDecision"];
export type DailySalaryApplication = Schemas["DailySalaryContractApplication"];

/**
 * The consolidated funds as the contract pages read them (COMM3): the
 * upline's requests waiting for the agent's answer (`*req*`) and the
 * contracts the agent holds (`*info*`), by product. Home's prompts read the
 * same call their own way (features/home).
 */
export const contractFunds = defineQuery("getConsolidatedFunds", {
  view: "contracts",
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/member/info/funds/consolidated", { signal }),
});

/** MCSFE_getContractDailySalInfo: the agent's own daily-salary contracts and those it offered its downlines (the member centre sends the account). */
export const dailySalaryContracts = defineQuery("getDailySalaryContract", {
  scope: "member",
  call: (api, username: string, signal) => api.GET("/wps/relay/MCSFE_getContractDailySalInfo", { params: { query: { username } }, signal }),
});

/** MCSFE_getContractHourSalaryInfo: the agent's own hourly-salary contracts. */
export const hourSalaryContracts = defineQuery("getHourSalaryContract", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getContractHourSalaryInfo", { signal }),
});

/** MCSFE_getContractDividendInfo: the dividend contracts of the agent's downlines (rows by `receiverId`). */
export const downlineDividendContracts = defineQuery("getDividendContract", {
  scope: "member",
  call: (api, username: string, signal) => api.GET("/wps/relay/MCSFE_getContractDividendInfo", { params: { query: { username } }, signal }),
});

/** ODSFE2_Subordinate: the direct downlines (names for contracts' `receiverId`; who may be offered one). The member centre adds the merchant code. */
export const directDownlines = defineQuery("getDownline", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/ODSFE2_Subordinate", { params: { query: { Merchant: merchantCode } }, signal }),
});

/** The contract logs: each kind's changes, newest first. */
export const contractLogs = {
  dailySalary: defineQuery("getDailySalaryContractHistory", {
    scope: "member",
    call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getDailySalaryContractLog", { params: { query: {} }, signal }),
  }),
  hourly: defineQuery("getHourSalaryContractHistory", {
    scope: "member",
    call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getContractHourSalaryLog", { params: { query: {} }, signal }),
  }),
  dividend: defineQuery("getDividendContractHistory", {
    scope: "member",
    call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getContractHistory", { params: { query: {} }, signal }),
  }),
};

/** ODSFE2_QueryDailySalary: the salary the agent's daily-salary contracts paid, a page at a time (the member centre sends the account). */
export const dailySalaryRecords = defineQuery("getDailySalary", {
  scope: "member",
  call: (api, { username, page }: { username: string; page: number }, signal) => api.GET("/wps/relay/ODSFE2_QueryDailySalary", { params: { query: { username, page } }, signal }),
});

/**
 * The agent's answers to the upline's requests (home's prompts lead here):
 * daily salary by request `id`, hourly salary by `contractId`, dividend by
 * product (`type`), each with `A`, `R` or `C`. Each asks the requests and the
 * contracts again when it settles.
 */
export const answerDailySalary = defineMutation("processDailySalaryContract", {
  call: (api, body: DailySalaryDecision) => api.POST("/wps/relay/MCSFE_processDailySalaryContract", { body }),
  invalidates: [contractFunds, dailySalaryContracts, contractLogs.dailySalary],
});

export const answerHourSalary = defineMutation("processHourSalaryContract", {
  call: (api, body: HourSalaryDecision) => api.POST("/wps/relay/MCSFE_processContractHourSalary", { body }),
  invalidates: [contractFunds, hourSalaryContracts, contractLogs.hourly],
});

export const answerDividend = defineMutation("processDividendContract", {
  call: (api, body: DividendDecision) => api.POST("/wps/relay/MCSFE_processContractDividend", { body }),
  invalidates: [contractFunds, downlineDividendContracts, contractLogs.dividend],
});

/** MCSFE_applyContractDailySalary: offer a direct downline tiers on a product, within the agent's own. */
export const offerDailySalary = defineMutation("offerDailySalaryContract", {
  call: (api, body: DailySalaryApplication) => api.POST("/wps/relay/MCSFE_applyContractDailySalary", { body }),
  invalidates: [dailySalaryContracts, contractLogs.dailySalary],
});
