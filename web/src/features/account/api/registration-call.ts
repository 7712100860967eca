import type { RegistrationRequest } from "@platform/machines";
import type { DeviceType } from "@platform/sdk";
import type { RegistrationPayload, RegistrationPayloadFor } from "@platform/sdk/secure";

/** Where the member registers from (spec §3 "Registration payload"). */
export interface RegistrationPage {
  /** The page's host name. */
  registerUrl: string;
  registerMethod: RegistrationPayload["registerMethod"];
  /** The affiliate link's `domain` parameter, if any. */
  domain?: string | null;
}

export type RegistrationCall =
  | { method: "username"; payload: RegistrationPayloadFor<"username"> }
  | { method: "mobile"; payload: RegistrationPayloadFor<"mobile"> };

/** spec §3: APP, H5, PWA or WEBCLIP; this web app is H5 unless installed (PWA) or a web clip. */
export function registerMethodOf(device: DeviceType | undefined): RegistrationPayload["registerMethod"] {
  return device === "PWA" || device === "WEBCLIP" ? device : "H5";
}

/**
 * The registration machine's request as the SDK's payload: the typed fields
 * (the machine leaves empty ones out), `type` 0, plus where it comes from.
 * The dialing code goes only with a mobile number.
 */
export function registrationCall(request: RegistrationRequest, page: RegistrationPage): RegistrationCall {
  const { method, countryDialingCode, ...fields } = request;
  const common: RegistrationPayload = {
    ...fields,
    ...(fields.mobileNum && countryDialingCode ? { countryDialingCode } : {}),
    registerUrl: page.registerUrl,
    registerMethod: page.registerMethod,
    ...(page.domain ? { domain: page.domain } : {}),
  };
  if (method === "username") {
    return {
      method,
      payload: { ...common, username: fields.username ?? "", password: fields.password ?? "", confirmPassword: fields.confirmPassword ?? "" },
    };
  }
  return { method, payload: { ...common, mobileNum: fields.mobileNum ?? "", countryDialingCode } };
}
