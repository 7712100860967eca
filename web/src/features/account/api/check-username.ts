import { readFailure, type Failure } from "@platform/machines";
import { isPlatformError, unwrapVoid } from "@platform/sdk";
import { defineQuery } from "../../../lib/api-query.ts";

/**
 * GET /wps/check/username: resolves to the refusal when the name is taken or
 * refused (success false, or 400 for a malformed name), null when it is free.
 * The form words the refusal through failureText (the server's own message,
 * never a bare error code). A failure to ask at all says nothing about the name.
 */
export const usernameCheck = defineQuery("checkUsername", {
  load: async (api, username: string, signal): Promise<Failure | null> => {
    try {
      await unwrapVoid(api.GET("/wps/check/username", { params: { query: { username } }, signal }));
      return null;
    } catch (error) {
      if (isPlatformError(error) && error.kind === "api") return readFailure(error);
      throw error;
    }
  },
  staleTime: 60_000,
  meta: { silent: true },
});
