import { defineQuery } from "../../../lib/api-query.ts";
import type { ChatLaunchQuery } from "../live-chat/chat-launch.ts";

/** GET CBS_launchChat: the address of the member's chat. Asked on each tap by `.fetch()` (use-live-chat.ts), never from a cache. */
export const chatLaunch = defineQuery("launchChat", {
  scope: "member",
  call: (api, query: ChatLaunchQuery, signal) => api.GET("/wps/relay/CBS_launchChat", { params: { query }, signal }),
});
