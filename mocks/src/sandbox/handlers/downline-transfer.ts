// The red-envelope rain (/m/redRain): an agent sends one amount to
// each of several direct downlines (POST /wps/agent/transferMultipleDownline,
// encrypted). Checked whole before anything moves: the withdrawal password,
// every name a direct downline (once), every amount money, the total within
// the agent's balance; then the agent is debited and each downline credited,
// a TRANSFER_OUT and a TRANSFER_IN record each under the request's
// Idempotency-Key (the dispatcher answers the same intent once).
import { ok, refuse, type HandlerTable, type Schemas } from "../handler-types.ts";
import { amountProblem, cents, yuan } from "../money.ts";
import { directDownline } from "../team-book.ts";
import { encryptedPayload } from "./encrypted-payload.ts";
import { requestIdOf } from "./records.ts";

function paramError(message: string) {
  return { status: 400 as const, body: { success: false as const, errorCode: "request_param_err", message: `Request parameter error: ${message}` } };
}

export const downlineTransferHandlers: HandlerTable = {
  transferToDownlines: (request, context) => {
    const read = encryptedPayload<Schemas["DownlineTransferPayload"]>(request, context, "DownlineTransferPayload");
    if (!read.ok) return read;
    const agent = request.member!;
    const { password, transfers } = read.payload;
    if (agent.paymentPassword === undefined) return refuse("payment.password.not.set", "Set a withdrawal password first");
    if (password !== agent.paymentPassword) return refuse("payment.password.err", "Incorrect withdrawal password");
    const seen = new Set<string>();
    const recipients = [];
    for (const transfer of transfers) {
      const problem = amountProblem(transfer.amount);
      if (problem) return paramError(`${transfer.customerName}: ${problem}`);
      const key = transfer.customerName.toLowerCase();
      if (seen.has(key)) return paramError(`${transfer.customerName} is named twice`);
      seen.add(key);
      const downline = directDownline(agent, transfer.customerName, context);
      if (!downline) return refuse("agent.downline.not.found", `${transfer.customerName} is not in your direct downline`);
      recipients.push({ downline, amount: transfer.amount });
    }
    const total = cents(recipients.reduce((sum, item) => sum + item.amount, 0));
    if (total > agent.balance) return refuse("insufficient.balance", `Insufficient balance: the transfer is ${yuan(total)}`);
    const requestId = requestIdOf(request);
    for (const { downline, amount } of recipients) {
      agent.balance = cents(agent.balance - amount);
      context.state.recordMovement(agent, { prefix: "TF", type: "TRANSFER_OUT", amount: -amount, status: "SUCCESS", remark: `Red-envelope rain to ${downline.userName}`, requestId });
      downline.balance = cents(downline.balance + amount);
      context.state.recordMovement(downline, { prefix: "TF", type: "TRANSFER_IN", amount, status: "SUCCESS", remark: `Red-envelope rain from ${agent.userName}`, requestId });
    }
    return ok<"transferToDownlines">({ success: true, value: { totalAmount: total, transferCount: recipients.length, sumBalance: agent.balance } });
  },
};
