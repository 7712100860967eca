import { unwrap, type components } from "@platform/sdk";
import { defineMutation, defineQuery, type MutationDefinition, type QueryDefinition } from "../../../lib/api-query.ts";

type Schemas = components["schemas"];
export type ContractKind = "dailySalary" | "dividend" | "hourly";
export type ContractAction = Schemas["ContractDecision"]["action"];
export type ContractStatus = Schemas["ContractStatus"];
export type AnyContract = Schemas["DailySalaryContract"] | Schemas["DividendContract"] | Schemas["HourSalaryContract"];

interface ContractDecisionAnswer {
  contractId: number;
  status: ContractStatus;
}

interface ContractDecision {
  contractId: number;
  action: ContractAction;
}

interface ContractDefinitions {
  info: QueryDefinition<"getDailySalaryContract" | "getDividendContract" | "getHourSalaryContract", void, AnyContract>;
  history: QueryDefinition<"getDailySalaryContractHistory" | "getDividendContractHistory" | "getHourSalaryContractHistory", void, AnyContract[]>;
  decide: MutationDefinition<"processDailySalaryContract" | "processDividendContract" | "processHourSalaryContract", ContractDecision, ContractDecisionAnswer>;
}

/**
 * The three contract pages' calls (spec §7 "daily salary, dividend, salary and
 * contract calls"): the contract now offered or in force, its history, and the
 * agent's accept/refuse of a pending offer (after which both are asked again).
 */
export const contracts: Record<ContractKind, ContractDefinitions> = {
  dailySalary: {
    info: defineQuery("getDailySalaryContract", { scope: "member", load: (api, _: void, signal): Promise<AnyContract> => unwrap(api.GET("/wps/relay/MCS2_getContractDailySalInfo", { signal })) }),
    history: defineQuery("getDailySalaryContractHistory", { scope: "member", load: (api, _: void, signal): Promise<AnyContract[]> => unwrap(api.GET("/wps/relay/MCS2_getDailySalContractHist", { signal })) }),
    decide: defineMutation("processDailySalaryContract", {
      call: (api, body: ContractDecision) => api.POST("/wps/relay/MCS2_processDailySalContract", { body }),
      map: (answer): ContractDecisionAnswer => answer,
    }),
  },
  dividend: {
    info: defineQuery("getDividendContract", { scope: "member", load: (api, _: void, signal): Promise<AnyContract> => unwrap(api.GET("/wps/relay/MCS2_getContractDividendInfo", { signal })) }),
    history: defineQuery("getDividendContractHistory", { scope: "member", load: (api, _: void, signal): Promise<AnyContract[]> => unwrap(api.GET("/wps/relay/MCS2_getDividendContractHist", { signal })) }),
    decide: defineMutation("processDividendContract", {
      call: (api, body: ContractDecision) => api.POST("/wps/relay/MCSFE_processContractDividend", { body }),
      map: (answer): ContractDecisionAnswer => answer,
    }),
  },
  hourly: {
    info: defineQuery("getHourSalaryContract", { scope: "member", load: (api, _: void, signal): Promise<AnyContract> => unwrap(api.GET("/wps/relay/MCS2_getContractHourSalInfo", { signal })) }),
    history: defineQuery("getHourSalaryContractHistory", { scope: "member", load: (api, _: void, signal): Promise<AnyContract[]> => unwrap(api.GET("/wps/relay/MCS2_getHourSalContractHist", { signal })) }),
    decide: defineMutation("processHourSalaryContract", {
      call: (api, body: ContractDecision) => api.POST("/wps/relay/MCSFE_processContractHourSalary", { body }),
      map: (answer): ContractDecisionAnswer => answer,
    }),
  },
};
