// Every operation the sandbox models, by feature. An operation missing here
// answers its contract's default example. To make one stateful, add its
// handler to the feature's table (or a new table listed below); see
// mocks/README.md "Making an operation stateful in the sandbox".
import type { HandlerTable } from "../handler-types.ts";
import { accountHandlers } from "./account.ts";
import { agentHandlers } from "./agent.ts";
import { downlineTransferHandlers } from "./downline-transfer.ts";
import { gameHandlers } from "./games.ts";
import { memberCentreHandlers } from "./member-centre.ts";
import { messageHandlers } from "./messages.ts";
import { pointHandlers } from "./points.ts";
import { profileHandlers } from "./profile.ts";
import { recordHandlers } from "./records.ts";
import { rebateHandlers } from "./rebates.ts";
import { rewardHandlers } from "./rewards.ts";
import { sessionHandlers } from "./session.ts";
import { signInHandlers } from "./sign-in.ts";
import { teamHandlers } from "./team.ts";
import { bankCardHandlers, walletHandlers } from "./wallet.ts";

export const handlers: HandlerTable = {
  ...sessionHandlers,
  ...accountHandlers,
  ...walletHandlers,
  ...bankCardHandlers,
  ...gameHandlers,
  ...messageHandlers,
  ...rewardHandlers,
  ...agentHandlers,
  ...signInHandlers,
  ...pointHandlers,
  ...profileHandlers,
  ...recordHandlers,
  ...memberCentreHandlers,
  ...teamHandlers,
  ...rebateHandlers,
  ...downlineTransferHandlers,
};
