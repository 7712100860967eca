import { unwrap, type components } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, type Api } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

type Schemas = components["schemas"];
export type ContractKind = "dailySalary" | "dividend" | "hourly";
export type ContractAction = Schemas["ContractDecision"]["action"];
export type ContractStatus = Schemas["ContractStatus"];
export type AnyContract = Schemas["DailySalaryContract"] | Schemas["DividendContract"] | Schemas["HourSalaryContract"];
interface ContractDecisionAnswer {
  contractId: number;
  status: ContractStatus;
}

interface ContractCalls {
  info: (api: Api, signal: AbortSignal) => Promise<AnyContract>;
  history: (api: Api, signal: AbortSignal) => Promise<AnyContract[]>;
  decide: (api: Api, contractId: number, action: ContractAction) => Promise<ContractDecisionAnswer>;
}

/**
 * The three contract pages' calls (spec §7 "daily salary, dividend, salary and
 * contract calls"): the contract now offered or in force, its history, and the
 * agent's accept/refuse of a pending offer.
 */
export const contractCalls: Record<ContractKind, ContractCalls> = {
  dailySalary: {
    info: (api, signal) => unwrap(api.GET("/wps/relay/MCS2_getContractDailySalInfo", { signal })),
    history: (api, signal) => unwrap(api.GET("/wps/relay/MCS2_getDailySalContractHist", { signal })),
    decide: (api, contractId, action) => unwrap(api.POST("/wps/relay/MCS2_processDailySalContract", { body: { contractId, action } })),
  },
  dividend: {
    info: (api, signal) => unwrap(api.GET("/wps/relay/MCS2_getContractDividendInfo", { signal })),
    history: (api, signal) => unwrap(api.GET("/wps/relay/MCS2_getDividendContractHist", { signal })),
    decide: (api, contractId, action) => unwrap(api.POST("/wps/relay/MCSFE_processContractDividend", { body: { contractId, action } })),
  },
  hourly: {
    info: (api, signal) => unwrap(api.GET("/wps/relay/MCS2_getContractHourSalInfo", { signal })),
    history: (api, signal) => unwrap(api.GET("/wps/relay/MCS2_getHourSalContractHist", { signal })),
    decide: (api, contractId, action) => unwrap(api.POST("/wps/relay/MCSFE_processContractHourSalary", { body: { contractId, action } })),
  },
};

export const contractRootKey = (userName: string | undefined, kind: ContractKind) => agentKey(userName, "contract", kind);

const contractQuery = (api: Api, userName: string | undefined, kind: ContractKind) =>
  queryOptions({
    queryKey: [...contractRootKey(userName, kind), "info"],
    queryFn: ({ signal }) => contractCalls[kind].info(api, signal),
    enabled: userName !== undefined,
  });

const contractHistoryQuery = (api: Api, userName: string | undefined, kind: ContractKind) =>
  queryOptions({
    queryKey: [...contractRootKey(userName, kind), "history"],
    queryFn: ({ signal }) => contractCalls[kind].history(api, signal),
    enabled: userName !== undefined,
  });

export function useContract(kind: ContractKind) {
  const { api, userName } = useAgentApi();
  return useQuery(contractQuery(api, userName, kind));
}

export function useContractHistory(kind: ContractKind) {
  const { api, userName } = useAgentApi();
  return useQuery(contractHistoryQuery(api, userName, kind));
}
