// "The first row from the page" (src/lib/html-first-row.ts says what the app
// does with it): part of the data starter's text (web/data-starter.ts), so the
// page keeps one inline script and the CSP one hash for it.
//
// On the game list and the promotions page, the largest paint is the first row
// of the list (a game's tile, a promotion's picture), on register the welcome
// banner, and the app needs about 200 kB of script before React can draw it. The starter has the list's data
// on its way with the HTML; when it answers, this draws what fits the screen
// with the classes the app's own markup uses (the screen's CSS is inlined in the
// page), where the skeleton stands:
// - the game list ("games"): the rows of tiles, in the grid's row height
//   (features/games/list/grid-geometry.ts): each game's image, name and vendor;
//   the star, the "New" badge and the maintenance note come with the app;
// - promotions ("promotions"): the cards of the tab the page opens on (the
//   "daily" category, else the first: features/promotions/promotion-rules.ts),
//   each with its cover picture, category and title; the dates line, which the
//   app writes in the platform's time zone, is held blank until it comes;
// - register ("banner"): the merchant's welcome banner, its largest paint, in
//   the box the page keeps for it.
// Server text goes in as text, never as markup, and an image address passes a
// gate at least as strict as the app's (lib/url-gate.ts): https, or a path of
// this origin.
//
// On the lists' pages, the page's loader (web/prerender-shell.ts) waits for it:
// the app's script is fetched once the first row's images are on screen, or the
// row will not come (a call failed, an answer is not what the list shows, no
// skeleton to stand over), or FIRST_ROW_WAIT_MS has passed. Register's loader
// does not wait for its banner (FIRST_ROW_HOLDS_ENTRY).
//
// tests/first-row-starter.test.ts runs this text; e2e/first-row.spec.ts shows
// it in Chromium, and that the app's list lands where the page's was.
import { GAME_ROW_REM, GRID_COLUMNS } from "./src/features/games/list/grid-geometry.ts";
import { APP_START_ATTRIBUTE, FIRST_ROW_EVENT, FIRST_ROW_STATE_ATTRIBUTE, HTML_FIRST_ROW_ATTRIBUTE } from "./src/lib/html-first-row.ts";

/** The calls whose answers each kind of first row is drawn from, by contract path, in the order the drawing takes them. */
export const FIRST_ROW_CALLS = {
  games: ["/wps/relay/GCSGAME_gameList"],
  promotions: ["/wps/relay/PROMOFE_getPromotionAnnouncementCategory", "/wps/relay/PROMOFE_getPromoAnnounceV2"],
  banner: ["/wps/relay/CCSFE_getListAnnouncements"],
} as const;

/** What a page's first row is drawn as. */
export type FirstRowKind = keyof typeof FIRST_ROW_CALLS;

/**
 * The kinds whose page holds the app's script back until their row is drawn (web/prerender-shell.ts
 * "after-first-row"): a list, which the app needs its whole screen's code to draw. The register page's banner
 * does not hold the form's script back for a picture: it is drawn when its answer comes, over the skeleton's box
 * for as long as the app has not drawn its own banner there, app started or not.
 */
export const FIRST_ROW_HOLDS_ENTRY: Record<FirstRowKind, boolean> = { games: true, promotions: true, banner: false };

/** The tab the promotions page opens on, when the merchant has it (promotion-rules.ts DEFAULT_CATEGORY_TYPE; a test holds them equal). */
export const DEFAULT_PROMOTION_TAB = "daily";

/** Promotion cards drawn at most: two fill a phone's screen below the tabs. */
export const FIRST_ROW_PROMOTIONS = 3;

/** Shared helpers: the state on <html>, elements, the image gate, trimmed text. */
const HELPERS =
  `var d=document,de=d.documentElement,S="${FIRST_ROW_STATE_ATTRIBUTE}";` +
  'function done(state){if(de.getAttribute(S)!=="pending")return;de.setAttribute(S,state);' +
  `try{d.dispatchEvent(new Event("${FIRST_ROW_EVENT}"))}catch(e){}}` +
  "function el(tag,cls){var e=d.createElement(tag);if(cls)e.className=cls;return e}" +
  // The image gate: an absolute address only over https and without credentials; else a path from this origin's root.
  'function safe(u){if(typeof u!=="string"||!(u=u.trim()))return"";var x;try{x=new URL(u,location.origin)}catch(e){return""}' +
  'if(/^[a-z][a-z0-9+.-]*:/i.test(u))return x.protocol==="https:"&&!x.username&&!x.password?x.href:"";' +
  'return u.charAt(0)==="/"&&u.charAt(1)!=="/"&&u.charAt(1)!=="\\\\"&&x.origin===location.origin?x.pathname+x.search:""}' +
  'function text(v){return typeof v==="string"?v.trim():""}' +
  'function isList(v){return Object.prototype.toString.call(v)==="[object Array]"}' +
  // The picture over `over` (the skeleton's list), in `cls`, as wide as `wide`, hiding the grey blocks beneath it.
  "function picture(cls,over,wide){var r=over.getBoundingClientRect(),w=wide.getBoundingClientRect();" +
  'var bg="",n=wide;while(n&&n.nodeType===1&&!bg){var c=getComputedStyle(n).backgroundColor;' +
  'if(c&&c!=="transparent"&&!/^rgba\\(.*,\\s*0\\)$/.test(c))bg=c;n=n.parentNode}' +
  `var box=el("div",cls);box.setAttribute("${HTML_FIRST_ROW_ATTRIBUTE}","");box.setAttribute("aria-hidden","true");` +
  'box.style.cssText="position:absolute;pointer-events:none;left:"+(w.left+scrollX)+"px;top:"+(r.top+scrollY)+"px;width:"+w.width+"px;min-height:"+r.height+"px;background:"+(bg||"transparent");' +
  "return box}" +
  // On screen: the first row's images loaded (or failed), then the frame that shows them.
  'function whenShown(images){var left=images.length;function shownNow(){requestAnimationFrame(function(){requestAnimationFrame(function(){done("drawn")})})}' +
  "function settle(){if(--left===0)shownNow()}" +
  'if(!left)shownNow();images.forEach(function(img){if(!img.getAttribute("src")||img.complete)settle();' +
  'else{var once=false,f=function(){if(!once){once=true;settle()}};img.addEventListener("load",f);img.addEventListener("error",f)}})}' +
  'function image(cls,src,w,h,first){var img=el("img",cls);img.alt="";img.width=w;img.height=h;img.decoding="async";' +
  'if(first)img.setAttribute("fetchpriority","high");else img.loading="lazy";if(src)img.src=src;return img}';

/** The game list's rows (components/game-tile.tsx, virtual-game-grid.tsx): `v[0]` is GCSGAME_gameList's value. */
const DRAW_GAMES =
  "games:function(v){var games=v[0]&&v[0].games;if(!isList(games)||!games.length)return null;" +
  'var sk=d.querySelector("#root .skeleton--tiles");if(!sk)return null;' +
  `var h=${GAME_ROW_REM}*(parseFloat(getComputedStyle(de).fontSize)||16),cols=${GRID_COLUMNS},rows=Math.ceil(games.length/cols);` +
  "var top=sk.getBoundingClientRect().top,shown=Math.min(rows,Math.max(1,Math.ceil((innerHeight-top)/h)));" +
  'var box=picture("game-list__games",sk,sk.parentNode),grid=el("div","game-grid game-grid--virtual"),first=[];grid.style.height=rows*h+"px";' +
  "for(var i=0;i<shown;i++){" +
  'var row=el("div","game-grid__row");row.style.height=h+"px";row.style.transform="translateY("+i*h+"px)";' +
  "for(var j=i*cols;j<Math.min(games.length,i*cols+cols);j++){var g=games[j]||{};" +
  // The name, else the node's; the merchant's image, else the vendor's; a vendor's node under maintenance dimmed.
  'var cell=el("div","game-grid__cell"),tile=el("div","game-tile"+(g.isGameH5==="VASSALAGE"&&g.isNew===1?" game-tile--maintenance":""));' +
  'var main=el("span","game-tile__main"),art=el("span","game-tile__art"),img=image("game-tile__image",safe(g.showIcon||g.iconUrl),200,200,i===0);' +
  "if(i===0)first.push(img);" +
  'var name=el("span","game-tile__name"),vendor=el("span","game-tile__vendor");' +
  "name.textContent=text(g.gameName)||text(g.nodeName);vendor.textContent=text(g.displayName);" +
  'art.appendChild(img);main.appendChild(art);main.appendChild(d.createTextNode(" "));main.appendChild(name);' +
  'main.appendChild(d.createTextNode(" "));main.appendChild(vendor);tile.appendChild(main);cell.appendChild(tile);row.appendChild(cell)}' +
  "grid.appendChild(row)}" +
  "box.appendChild(grid);return{box:box,first:first}}";

/** The promotions' cards (screens/activity-screen.tsx, components/promotion-card.tsx): `v` holds the categories and the promotions. */
const DRAW_PROMOTIONS =
  "promotions:function(v){var tabs=v[0],list=v[1];if(!isList(tabs)||!isList(list))return null;" +
  `var tab=null;tabs.forEach(function(t){if(t&&t.type==="${DEFAULT_PROMOTION_TAB}"&&!tab)tab=t});if(!tab)tab=tabs[0]||null;` +
  "var shown=list.filter(function(p){return p&&(!tab||isList(p.promoAnnouncementCategoryIds)&&p.promoAnnouncementCategoryIds.indexOf(tab.id)>=0)});" +
  'if(!shown.length)return null;var sk=d.querySelector("#root .promotions-loading .promotion-list");if(!sk)return null;' +
  'var box=picture("promotion-list",sk,sk),items=el("ul","promotion-list__items"),first=[];' +
  `shown.slice(0,${FIRST_ROW_PROMOTIONS}).forEach(function(p,i){` +
  // The cover: the picture of sequence 1, else the lowest.
  "var cover=null;(isList(p.announcementImages)?p.announcementImages:[]).forEach(function(m){" +
  "if(m&&(!cover||m.sequence===1&&cover.sequence!==1||cover.sequence!==1&&m.sequence<cover.sequence))cover=m});" +
  'var src=safe(cover&&cover.url),li=el("li"),card=el("span","promotion-card"),body=el("span","promotion-card__body");' +
  'var art=src?image("promotion-card__image",src,690,300,i===0):el("span","promotion-card__image promotion-image--none");' +
  "if(src&&i===0)first.push(art);card.appendChild(art);" +
  'if(text(p.category)){var c=el("span","promotion-card__category");c.textContent=text(p.category);body.appendChild(c)}' +
  'var t=el("span","promotion-card__title");t.textContent=text(p.title);body.appendChild(t);' +
  'var dates=el("span","promotion-card__dates");dates.textContent="\\u00a0";body.appendChild(dates);' +
  "card.appendChild(body);li.appendChild(card);items.appendChild(li)});" +
  "box.appendChild(items);return{box:box,first:first}}";

/** Register's welcome banner (account/components/registration-banner.tsx): the m_reg banner of the lowest sequence, as `registrationBanners` orders them. */
const DRAW_BANNER =
  "banner:function(v){var list=v[0]&&v[0].banners;if(!isList(list))return null;var b=null;" +
  "list.forEach(function(x){if(x&&(!b||(x.sequence||0)<(b.sequence||0)))b=x});var src=safe(b&&b.url);if(!src)return null;" +
  'var sk=d.querySelector("#root .account__banner--pending");if(!sk)return null;' +
  // No width and height on it: the app's banner has none, and its stylesheet's aspect ratio gives the box's height.
  // No background behind it: the banner covers the box exactly, and the box's own corners are round like the banner's.
  'var box=picture("",sk,sk),img=el("img","account__banner");box.style.background="transparent";img.alt="";img.decoding="async";img.setAttribute("fetchpriority","high");img.src=src;' +
  "box.appendChild(img);return{box:box,first:[img]}}";

/**
 * ES5 that defines `firstRow(kind, answers)` inside the starter's function: `answers` holds the fetch of each call the
 * starter made, by contract path. When the kind's calls were all started it marks <html> pending at once; whatever
 * fails then, it ends in "drawn" or "none", never pending.
 */
export const FIRST_ROW_RENDERER =
  "function firstRow(kind,answers){" +
  `var need=${JSON.stringify(FIRST_ROW_CALLS)}[kind];if(!need)return;for(var k=0;k<need.length;k++)if(!answers[need[k]])return;` +
  HELPERS +
  `var draw={${DRAW_GAMES},${DRAW_PROMOTIONS},${DRAW_BANNER}}[kind],holds=${JSON.stringify(FIRST_ROW_HOLDS_ENTRY)}[kind];de.setAttribute(S,"pending");` +
  'Promise.all(need.map(function(path){return answers[path].then(function(r){return r.ok?r.clone().json():null})})).then(function(bodies){' +
  'var values=bodies.map(function(b){return b&&b.success===true?b.value:null});' +
  "function go(){try{" +
  // A list's row is not drawn once the app's script is on its way (it draws the list itself); a banner is, while its box stands.
  `if(holds&&de.hasAttribute("${APP_START_ATTRIBUTE}"))return done("none");` +
  'var drawn=values.indexOf(null)<0&&draw(values);if(!drawn)return done("none");d.body.appendChild(drawn.box);whenShown(drawn.first)' +
  '}catch(e){done("none")}}' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",go);else go()' +
  '}).catch(function(){done("none")})}';
