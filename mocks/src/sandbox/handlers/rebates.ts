// Rebate rates: an account's own rates and, with `customerId`, a
// direct downline's (MCSFE_getCustomerRebateSettingByProductType), the
// merchant's ranges and quotas (the contract's examples), and the agent's
// change of a downline's rates (PUT /wps/agent/updateDownlineRebates): kept,
// only ever raised, never above what the agent may give (the lower of its
// own rate and the merchant's highest, less the merchant's difference).
import { ok, refuse, type HandlerTable, type SandboxContext, type Schemas } from "../handler-types.ts";
import { downlinesOf, ratesOf } from "../team-book.ts";
import { checked } from "./encrypted-payload.ts";

/** Rates are kept to 1/10,000 (MC wyKH works in those steps). */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

const percent = (value: number) => `${round4(value * 100)}%`;

function globalRanges(context: SandboxContext): Schemas["GlobalRebateSetting"][] {
  const map = (context.example("getGlobalRebateSettings", "settings") as { value: Schemas["GlobalRebateMap"] }).value;
  return Object.values(map).flat();
}

/** The most an agent whose rates are `own` may give for one game type (undefined: the type is not offered). */
function mostToGive(own: Schemas["RebateSeriesMap"], range: Schemas["GlobalRebateSetting"] | undefined): number | undefined {
  if (!range) return undefined;
  const mine = Object.values(own)
    .flat()
    .find((rate) => rate.productType === range.productType && rate.type === range.gameType);
  if (!mine) return 0;
  return Math.max(0, round4(Math.min(mine.rebateValue, range.highestRebate) - (range.rebateDifference ?? 0)));
}

function downlineById(context: SandboxContext, agent: NonNullable<Parameters<typeof downlinesOf>[0]>, id: number) {
  return downlinesOf(agent, context).find((member) => member.id === id);
}

const NOT_DOWNLINE = ["agent.downline.not.found", "This member is not in your direct downline"] as const;

export const rebateHandlers: HandlerTable = {
  getRebateSettings: (request, context) => {
    const agent = request.member!;
    const asked = request.query.get("customerId");
    if (asked === null) return ok<"getRebateSettings">({ success: true, value: ratesOf(agent, context) });
    const downline = downlineById(context, agent, Number(asked));
    return downline ? ok<"getRebateSettings">({ success: true, value: ratesOf(downline, context) }) : refuse(...NOT_DOWNLINE);
  },

  updateDownlineRebates: (request, context) => {
    const read = checked<Schemas["DownlineRebatesUpdate"]>(request.json, context, "DownlineRebatesUpdate");
    if (!read.ok) return read;
    const agent = request.member!;
    const downline = downlineById(context, agent, read.payload.customerId);
    if (!downline) return refuse(...NOT_DOWNLINE);
    const own = ratesOf(agent, context);
    const current = ratesOf(downline, context);
    const ranges = globalRanges(context);
    // Every rate is checked before any is kept: the change is whole or nothing.
    for (const config of read.payload.configs) {
      const range = ranges.find((item) => item.productType === config.productType && item.gameType === config.type);
      const most = mostToGive(own, range);
      if (most === undefined) return { status: 400, body: { success: false, errorCode: "request_param_err", message: `Request parameter error: no rebate for ${config.type} of product ${config.productType}` } };
      const now = Object.values(current)
        .flat()
        .find((rate) => rate.productType === config.productType && rate.type === config.type)?.rebateValue;
      if (round4(config.rebateValue) !== config.rebateValue) return { status: 400, body: { success: false, errorCode: "request_param_err", message: "Request parameter error: a rate has at most 4 decimals" } };
      if (now !== undefined && config.rebateValue < now) return refuse("agent.rebate.decrease.not.allowed", "A downline's rebate can only be raised");
      if (config.rebateValue > most) return refuse("agent.rebate.exceed", `The ${config.type} rebate cannot be higher than ${percent(most)}`);
    }
    for (const config of read.payload.configs) {
      const rows = (current[config.productType] ??= []);
      const row = rows.find((rate) => rate.type === config.type);
      if (row) row.rebateValue = config.rebateValue;
      else rows.push({ productType: config.productType, type: config.type, rebateValue: config.rebateValue, prizeModeId: null, playNameId: null });
    }
    return ok<"updateDownlineRebates">({ success: true, value: true });
  },
};
