import { defineQuery } from "../../../lib/api-query.ts";

/** A `data:` URL for an <img>: the server sends bare Base64 PNG, or already a data URL. */
export function captchaSource(value: string): string {
  return value.startsWith("data:") ? value : `data:image/png;base64,${value}`;
}

/** GET /wps/captcha with the cache buster real clients send; a new image on every call (the captcha machine calls `.fetch`). */
export const captcha = defineQuery("getCaptcha", {
  call: (api, _: void, signal) => api.GET("/wps/captcha", { params: { query: { t: Date.now() } }, headers: { "Cache-Control": "no-cache" }, signal }),
  map: (value) => captchaSource(value ?? ""),
});
