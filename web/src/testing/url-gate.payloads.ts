// Test data: addresses a hostile or broken server could put
// in any URL field. Every one must be refused by the URL gate; the sink tests
// feed all of them to each place that opens, links to or loads a server URL.
// Kept beside the gate so a new bypass found in the wild is added once.

/** Script, data and local schemes in the spellings browsers still accept. */
const schemes = [
  "javascript:alert(document.domain)",
  "JavaScript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "  javascript:alert(1)",
  "javascript:alert(1)  ",
  "\tjavascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "\u0000javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "\u001fjavascript:alert(1)",
  "javascript\u0000:alert(1)",
  "\u2028javascript:alert(1)",
  "ja\u00advascript:alert(1)",
  "javascript://%0Aalert(1)",
  "javascript:/*https://platform.test*/alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:text/html,<script>alert(1)</script>",
  " data:text/html,<script>alert(1)</script>",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "blob:https://evil.example/7e4f1c2a-0000-4000-8000-000000000000",
  "file:///etc/passwd",
  "ftp://evil.example/file",
  "mailto:support@evil.example",
  "intent://scan/#Intent;scheme=javascript;end",
];

/** HTML entities and percent-encoding: harmless as a URL, but never a link the app opens. */
const encoded = [
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "javascript&colon;alert(1)",
  "jav&#x09;ascript:alert(1)",
  "%6Aavascript:alert(1)",
];

/** Relative addresses that leave the origin or the app, and credentials that disguise the host. */
const elsewhere = [
  "//evil.example/phish",
  "///evil.example/phish",
  "/\\evil.example",
  "\\/\\/evil.example",
  "\\\\evil.example",
  " //evil.example",
  "/m/../../evil",
  "/wps/member/info",
  "https://platform.test@evil.example/",
  "https://user:pass@evil.example/",
  "http://evil.example/",
  "",
  "   ",
];

export const UNSAFE_URLS: readonly string[] = [...schemes, ...encoded, ...elsewhere];

/** What the gate lets through (with http: refused, the default build). */
export const SAFE_LINKS: readonly string[] = [
  "https://chat.platform.test/livechat?merchant=m1&lang=EN",
  "HTTPS://GAMES.PLATFORM.TEST/launch?token=abc",
  "https://dl.platform.test/app/platform-2.8.1.apk",
  "/m/home",
  "/m/activityDetail?id=5002",
];
