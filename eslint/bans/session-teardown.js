// One session teardown, endMemberSession (shared/session/end-member-session.ts). It
// purges what the service worker keeps for the member and the account's cached queries with
// the session's keys; dropSession alone (stores/auth.ts) forgets the keys and leaves the rest
// (the failed login once called it directly).
const message = "End a session with endMemberSession (shared/session), never dropSession: it also purges the member's service-worker answers and cached queries.";

export default {
  id: "session-teardown",
  message,
  ignores: ["web/src/shared/session/end-member-session.ts", "web/src/stores/auth.ts"],
  selectors: ["Identifier[name='dropSession']"],
  examples: {
    bad: [
      { file: "web/src/features/account/machines/use-login-actor.ts", code: 'import { dropSession } from "../../../stores/auth.ts";\nexport const fail = () => dropSession();' },
      { file: "web/src/shared/session/session-expiry-listener.tsx", code: 'import * as auth from "../../stores/auth.ts";\nexport const fail = () => auth.dropSession();' },
    ],
    good: [
      { file: "web/src/shared/session/end-member-session.ts", code: 'import { dropSession } from "../../stores/auth.ts";\nexport const end = () => dropSession();' },
      {
        file: "web/src/features/account/machines/use-login-actor.ts",
        code: 'import type { QueryClient } from "@tanstack/react-query";\nimport { endMemberSession } from "../../../shared/session/index.ts";\nexport const fail = (queryClient: QueryClient) => endMemberSession(queryClient, "expired", () => undefined);',
      },
    ],
  },
};
