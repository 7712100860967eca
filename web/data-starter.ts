// "The data starts with the page": the first data of a data page (the
// game lists, promotions, register, the member centre, deposit) is asked for by the page
// itself, not once the entry script has come and run. The build puts one inline
// script, the starter, in the <head> of every page (withDataStarter: one of two
// texts, with or without the first row's renderer, so the CSP's two hashes of them
// hold; what it asks for is in its data-start attribute, each route's page holding
// its own calls: withOwnStarter). It sends each call exactly as the SDK will:
// the same URL, query order included, the same credentials and the same headers
// (Merchant, Language, Device, and Authorization where the contract lets the
// session's token go), and leaves the answers on the window for the SDK
// (src/app/early-answers.ts), which takes each once instead of asking again.
//
// Why not <link rel="preload" as="fetch">: a preload cannot carry the platform's
// headers (Merchant, Language, the token), so its answer would be the server's
// refusal, or not the same request at all.
//
// The token: the session is kept readable in sessionStorage.MC_SESSION_INFO
// (stores/auth.ts, spec §3; credentials-at-rest allows it there and nowhere else),
// so a member's page starts its member calls with it; without a session a member
// page starts nothing (the app sends the visitor to log in).
//
// The starter stands aside (the app asks as before) when a mock scenario is chosen
// (`?mock=` or one kept for the tab): the scenario's Prefer header is the app's to
// add. A request the app then makes differently (the language or the session
// changed, another device) is not handed over: the app asks the server itself.
//
// The page's texts start with it too: a page whose frame is a skeleton (withTextPreloads, web/prerender-shell.ts)
// lists in its data-start-texts attribute, per language, the chunks of its base texts and its screen's namespaces, and
// the starter preloads those of the kept language. Left to the entry, they were asked for only once it had come
// and run, one more round trip before the first row (the game list's 7 kB of English texts at 1.08 s, after
// every script of the page had come by 1.0 s).
//
// tests/data-starter.test.ts runs the starter's text; web/src/app/early-answers.test.ts
// checks that the app's requests are these very ones, each on the wire once;
// e2e/data-start.spec.ts that the browser sends them from the document.
import { GAME_TYPES } from "../machines/src/gameCategory.ts";
import { operationFlags } from "../sdk/src/generated/operation-flags.ts";
import { FIRST_ROW_HOLDS_ENTRY, FIRST_ROW_RENDERER, type FirstRowKind } from "./first-row-starter.ts";
import { STARTED_CALLS_GLOBAL } from "./src/app/early-answers.ts";
import { paths } from "./src/lib/routes.ts";
import { localKeys, sessionKeys } from "./src/lib/storage.ts";

/** A query value the page decides: the language's code, the page's host, iOS or Android, or a value of the address. */
type Source = { from: "language" | "host" | "os" } | { param: string; oneOf: readonly string[]; otherwise: string };
type QueryValue = string | number | Source;

/** One GET the page starts: its contract path and its query, in the order the SDK writes it. */
interface StartCall {
  path: string;
  query?: [string, QueryValue][];
  /** Only with a session (the app asks it only for a member). */
  member?: boolean;
}

/** The calls of one page: `member`, the page starts nothing without a session. */
interface StartPage {
  member?: boolean;
  calls: StartCall[];
  /** Its first row is drawn from its calls' answers before the app's code comes (web/first-row-starter.ts). */
  row?: FirstRowKind;
}

/**
 * The starter's fetch() calls made in one task (issue 48): each costs the main thread 6 to 20 ms at 4x CPU (a CPU
 * profile of the member centre's load: 47 to 171 ms for its eight), so two keep a task under the 50 ms of a long one.
 */
export const CALLS_PER_TASK = 2;

/** The game list's page size (GAME_PAGE_SIZE, machines/src/gameList.machine.ts; a test holds them equal). */
const GAME_PAGE_SIZE = 25;
/** The app's languages, the first its default (i18n/generated/i18n-util.ts; a test holds them equal). */
export const STARTER_LANGUAGES = ["en", "cn", "ms"] as const;
/** The mock scenarios' address parameter and the key they are kept under (features/mock-scenarios; a test holds them equal). */
const SCENARIO_PARAM = "mock";
export const SCENARIO_KEY = "MOCK_SCENARIOS";

const language: Source = { from: "language" };

/** The status and the merchant's switches (shared/system): every page's start-up asks them, and the app waits for the status. */
const system: StartCall[] = [
  { path: "/wps/v2/system/status", query: [["device", "MOBILE"], ["url", { from: "host" }]] },
  { path: "/wps/system/whitelabel" },
];

/** Page 1 of a type's whole list (games/api/get-game-list.ts, as games/list/start-page.ts asks it). */
function gamePage(gameType: QueryValue, merchant: string): StartCall {
  return {
    path: "/wps/relay/GCSGAME_gameList",
    query: [["merchant", merchant], ["platform", "html5"], ["gameType", gameType], ["pageNo", 1], ["pageSize", GAME_PAGE_SIZE], ["minLine", ""], ["language", language], ["clientType", 2]],
  };
}

const vendorMapping = (merchant: string): StartCall => ({ path: "/wps/relay/GCSGAME_getVassGameType", query: [["typeId", 1], ["merchant_code", merchant]] });

/** A category page (games/components/category-games-page.tsx): its vendors, the hot games and its type's first page. */
function categoryPage(gameType: string, merchant: string): StartPage {
  const hotGames: StartCall = { path: "/wps/relay/GCSGAME_hotGamesV2", query: [["isPlatform", 2], ["platform", "html5"], ["language", language], ["merchantCode", merchant]] };
  return { calls: [...system, vendorMapping(merchant), hotGames, gamePage(gameType, merchant)] };
}

/** What each data page starts, by its path: the calls app/start-requests.ts (and a category page's screen) asks first. */
function startPages(merchant: string): Record<string, StartPage> {
  const memberInfo: StartCall = { path: "/wps/member/info", member: true };
  return {
    // ?gameType=X alone: the list's first load is that page (games/list/start-page.ts).
    // Its first rows are drawn from the page (web/first-row-starter.ts).
    [paths.gameList]: { calls: [...system, gamePage({ param: "gameType", oneOf: GAME_TYPES, otherwise: "RNG" }, merchant), vendorMapping(merchant)], row: "games" },
    [paths.liveGames]: categoryPage("LIVE", merchant),
    [paths.pokerGames]: categoryPage("PVP", merchant),
    [paths.sportGames]: categoryPage("SPORTS", merchant),
    [paths.slotGames]: categoryPage("RNG", merchant),
    [paths.fishingGames]: categoryPage("FISH", merchant),
    // Its first cards are drawn from the page (web/first-row-starter.ts).
    [paths.promotions]: {
      row: "promotions",
      calls: [
        ...system,
        { path: "/wps/relay/PROMOFE_getPromotionAnnouncementCategory", query: [["language", language]] },
        { path: "/wps/relay/PROMOFE_getPromoAnnounceV2", query: [["types", "PR"], ["platform", "M"], ["language", language]] },
      ],
    },
    // The welcome banner, register's largest paint (account/first-paint.ts), drawn from the page (web/first-row-starter.ts).
    [paths.register]: {
      row: "banner",
      calls: [
        ...system,
        { path: "/wps/relay/CCSFE_getListAnnouncements", query: [["types", "B"], ["groupName", "m_reg"], ["platform", "M"], ["merchantCode", merchant], ["language", language]] },
      ],
    },
    [paths.memberCentre]: {
      member: true,
      calls: [
        ...system,
        memberInfo,
        { path: "/wps/relay/MCSFE_getPlayerRankProgress" },
        { path: "/wps/relay/MCSFE_getPlayerRankGroupLevels" },
        // The level table waits for the benefits too (vip/use-vip-table.ts), and the progress card for the table.
        { path: "/wps/relay/MCSFE_getMemberClubBenefit" },
        // Not the avatar: the bar asks for it once the page has settled (member/components/member-avatar.tsx).
        { path: "/wps/relay/MCSFE_getAvailablePromotions" },
      ],
    },
    // The channels' bonuses wait for the channels' answer: the app asks them (wallet/first-paint.ts).
    [paths.deposit]: {
      member: true,
      calls: [
        ...system,
        memberInfo,
        { path: "/wps/relay/MCSFE_getDepositSettings" },
        {
          path: "/wps/relay/MCSFE_getDepositPaymentChannels",
          query: [["device", { from: "os" }], ["webSupported", "N"], ["mobileSupported", "Y"], ["groupMTByChannelName", "Y"], ["isNative", "N"]],
        },
      ],
    },
  };
}

/** What the starter reads from its data-start attribute. */
export interface StarterTable {
  merchant: string;
  /** The API's origin and prefix; "" for the page's own origin. */
  base: string;
  pages: Record<string, { member?: boolean; row?: FirstRowKind; calls: { path: string; query?: [string, QueryValue][]; member?: boolean; token?: boolean }[] }>;
}

/** What the page at `path` draws from the HTML before the app (its starter's page is marked `row`), if anything. */
export function firstRowOf(path: string): FirstRowKind | undefined {
  return startPages("")[path]?.row;
}

/** Whether the page at `path` holds its app script back until the row it draws is on screen (FIRST_ROW_HOLDS_ENTRY). */
export function entryWaitsForFirstRow(path: string): boolean {
  const kind = firstRowOf(path);
  return kind !== undefined && FIRST_ROW_HOLDS_ENTRY[kind];
}

/** The table for a build: each call marked `token` where the contract lets the session's token go (the SDK's rule). */
export function starterTable(env: Record<string, string | undefined>): StarterTable {
  const merchant = env.VITE_MERCHANT_CODE || "mc_demo";
  const pages = Object.fromEntries(
    Object.entries(startPages(merchant)).map(([path, page]) => [
      path,
      { ...page, calls: page.calls.map((call) => ({ ...call, ...(operationFlags("GET", call.path).auth === "none" ? {} : { token: true }) })) },
    ]),
  );
  return { merchant, base: (env.VITE_API_BASE || "").replace(/\/+$/, ""), pages };
}

/**
 * The starter's text: `firstRow`, with the renderer of a page's first row (web/first-row-starter.ts). Plain ES5 with a
 * try around everything: whatever fails (storage refused, an old browser), the page goes on and the app asks for its
 * data itself.
 */
function starterText(firstRow: boolean): string {
  return (
    "(function(){try{" +
    (firstRow ? FIRST_ROW_RENDERER : "") +
    'var me=document.currentScript,t=JSON.parse(me.getAttribute("data-start")),p=t.pages[location.pathname],ls=localStorage,ss=sessionStorage;' +
    // i18n/language.ts: the kept language, the default when it is none of the app's.
    `var langs=${JSON.stringify(STARTER_LANGUAGES)},lang=(ls.getItem("${localKeys.language}")||"").trim().toLowerCase();` +
    "if(langs.indexOf(lang)<0)lang=langs[0];" +
    // The page's texts in that language (data-start-texts, withTextPreloads), preloaded below.
    'var x=me.getAttribute("data-start-texts"),hs=x?JSON.parse(x)[lang]||[]:[];' +
    "function start(){" +
    'if(!p||typeof fetch!=="function")return;lang=lang.toUpperCase();' +
    "var q=new URLSearchParams(location.search);" +
    `if(q.has("${SCENARIO_PARAM}")||ss.getItem("${SCENARIO_KEY}"))return;` +
    // The session as stores/auth.ts keeps it; its token only when it is one.
    `var s=null;try{s=JSON.parse(ss.getItem("${sessionKeys.session}")||"null")}catch(e){}` +
    'var token=s&&typeof s.token==="string"&&typeof s.userName==="string"?s.token:"";' +
    "if(p.member&&!token)return;" +
    // lib/platform.ts isIos, lib/device.ts deviceHeader.
    "var ua=navigator.userAgent,ios=/iPhone|iPad|iPod/.test(ua)||/Macintosh/.test(ua)&&(navigator.maxTouchPoints||0)>1;" +
    'var app=navigator.standalone===true||!!(window.matchMedia&&window.matchMedia("(display-mode: standalone)").matches);' +
    `var device=ls.getItem("${localKeys.webclip}")==="1"?"WEBCLIP":app?"PWA":"";` +
    'var from={language:lang,host:location.hostname,os:ios?"iOS":"Android"},keys=[];q.forEach(function(v,k){keys.push(k)});' +
    "var started={at:performance.now(),calls:{}},answers={},sends=[];" +
    "p.calls.forEach(function(c){if(c.member&&!token)return;var parts=[],skip=false;" +
    "(c.query||[]).forEach(function(pair){var x=pair[1];" +
    // An address value: the call is the app's only when the address holds that parameter and no other.
    'if(x&&typeof x==="object"){if(x.param){var g=q.get(x.param);if(!g||keys.some(function(k){return k!==x.param}))skip=true;' +
    "else{g=g.toUpperCase();x=x.oneOf.indexOf(g)<0?x.otherwise:g}}else x=from[x.from]}" +
    'parts.push(encodeURIComponent(pair[0])+"="+encodeURIComponent(String(x)))});' +
    "if(skip)return;" +
    'var url=new URL((t.base||location.origin)+c.path+(parts.length?"?"+parts.join("&"):"")).href;' +
    "var h={Merchant:t.merchant,Language:lang};if(c.token&&token)h.Authorization=token;if(device)h.Device=device;" +
    // The answer's promise now, for the app and the first row; the call itself from a task of its own (below). A
    // fetch() that throws (a header the browser refuses) rejects it: the app then asks the server itself.
    'var a=new Promise(function(ok,no){sends.push(function(){try{ok(fetch(url,{method:"GET",credentials:"same-origin",headers:h}))}catch(e){no(e)}})});' +
    'started.calls[url]={method:"GET",credentials:"same-origin",headers:h,answer:a};answers[c.path]=a});' +
    `window.${STARTED_CALLS_GLOBAL}=started;` +
    // The calls leave from the tasks right after the parser's, CALLS_PER_TASK a task (why: its comment), in the page's
    // order. Each task is queued now (not one from the other), so the texts' and the scripts' preloads, queued after
    // them, leave after every call.
    `for(var i=0;i<sends.length;i+=${CALLS_PER_TASK})setTimeout(function(b){return function(){b.forEach(function(go){go()})}}(sends.slice(i,i+${CALLS_PER_TASK})),0);` +
    // The page's first row, drawn from those answers (web/first-row-starter.ts).
    (firstRow ? "if(p.row)firstRow(p.row,answers)" : "") +
    "}" +
    "try{start()}catch(e){}" +
    // The texts: fetched beside the page's scripts, from a task after the parser's as they are (web/prerender-shell.ts,
    // each link added costs 5 to 10 ms at a phone's speed), and after the calls'.
    'if(hs.length)setTimeout(function(){hs.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)})},0);' +
    "}catch(e){}})()"
  );
}

/** The starter of home (index.html) and of every page that draws a first row: the same text in each, one CSP hash. */
export const DATA_STARTER = starterText(true);
/**
 * The starter of a page that draws no first row (the member centre, deposit, login...): without the row's renderer,
 * 6 kB of the starter's 8.6 (2 kB of gzip). Issue 48: with its own table (withOwnStarter) it brought the member
 * centre's page under the 14.6 kB a new connection's first round trip carries. Its one more CSP hash holds it.
 */
export const DATA_STARTER_WITHOUT_ROW = starterText(false);

/** Text for a single-quoted attribute (JSON's many double quotes stay as they are). */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The text escapeAttribute wrote. */
function unescapeAttribute(text: string): string {
  return text.replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/**
 * The built page with the starter right after its <title>, before any other script or style, so its calls leave
 * as the head is parsed. Called once on the built index.html, before the home page and the route pages are made
 * from it (web/prerender-shell.ts): every page then holds the same text, whose CSP hash security-headers.ts takes
 * from index.html. `env`: the build's VITE_ variables (vite's loadEnv), as import.meta.env has them.
 */
export function withDataStarter(html: string, env: Record<string, string | undefined>): string {
  if (!/<\/title>/.test(html)) throw new Error("the built page has no <title> to put the data starter after");
  const tag = `<script data-start='${escapeAttribute(JSON.stringify(starterTable(env)))}'>${DATA_STARTER}</script>`;
  return html.replace("</title>", () => `</title>${tag}`);
}

/**
 * A route's page with its own starter: the table holds the page's own calls only (the starter reads
 * `pages[location.pathname]`, and the page is served at its own path), and a page that draws no first row gets the
 * starter without the row's renderer. Home's page (index.html) keeps every page's calls: offline, the service worker
 * answers a deep link with it.
 */
export function withOwnStarter(html: string, path: string): string {
  const tag = /<script data-start='([^']*)'>([\s\S]*?)<\/script>/.exec(html);
  if (!tag?.[1]) throw new Error("the page has no data starter to make its own");
  const table = JSON.parse(unescapeAttribute(tag[1])) as StarterTable;
  const own = table.pages[path];
  const text = own?.row ? DATA_STARTER : DATA_STARTER_WITHOUT_ROW;
  const ownTable: StarterTable = { ...table, pages: own ? { [path]: own } : {} };
  return html.replace(tag[0], () => `<script data-start='${escapeAttribute(JSON.stringify(ownTable))}'>${text}</script>`);
}

/**
 * A page whose starter also preloads its texts: `texts` holds, per language, the chunks (build paths, "assets/…")
 * of the base texts and the screen's namespaces. An attribute, not the script's text: the CSP's hash holds.
 */
export function withTextPreloads(html: string, texts: Record<string, string[]>): string {
  const tag = /<script data-start='[^']*'/.exec(html);
  if (!tag) throw new Error("the page has no data starter to preload its texts");
  const hrefs = Object.fromEntries(Object.entries(texts).map(([locale, files]) => [locale, files.map((file) => `/${file}`)]));
  return html.replace(tag[0], () => `${tag[0]} data-start-texts='${escapeAttribute(JSON.stringify(hrefs))}'`);
}
