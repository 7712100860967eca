// "The first row from the page" (src/lib/html-first-row.ts says what the app
// does with it): part of the data starter's text (web/data-starter.ts), so the
// page keeps one inline script and the CSP one hash for it.
//
// On the game list, the page's largest paint is its first row of tiles, and
// the app needs about 200 kB of script before React can draw them. The starter
// has the list's first page on its way with the HTML; when it answers, this
// draws the rows that fit the screen with the classes the app's tiles use
// (games.css, inlined in the page), at the skeleton's place and in the grid's
// row height (features/games/list/grid-geometry.ts): the image, the name and
// the vendor of each game. The star, the "New" badge and the maintenance note
// come with the app. Names go in as text, never as markup, and an image
// address passes a gate at least as strict as the app's (lib/url-gate.ts):
// https, or a path of this origin.
//
// The page's loader (web/prerender-shell.ts) waits for it: the app's script is
// fetched once the first row's images are on screen, or the row will not come
// (the call failed, its answer is not a page of games, no skeleton to stand
// over), or FIRST_ROW_WAIT_MS has passed.
//
// tests/first-row-starter.test.ts runs this text; e2e/first-row.spec.ts shows
// it in Chromium, and that the app's tiles land where the page's were.
import { GAME_ROW_REM, GRID_COLUMNS } from "./src/features/games/list/grid-geometry.ts";
import { APP_START_ATTRIBUTE, FIRST_ROW_EVENT, FIRST_ROW_STATE_ATTRIBUTE, HTML_FIRST_ROW_ATTRIBUTE } from "./src/lib/html-first-row.ts";

/** What a started call's answer is drawn as: the game list's tiles (the only kind so far). */
export type FirstRowKind = "games";

/**
 * ES5 that defines `firstRow(answer)` inside the starter's function: `answer` is the fetch of the list's first
 * page. It marks <html> pending at once; whatever fails, it ends in "drawn" or "none", never pending.
 */
export const FIRST_ROW_RENDERER =
  "function firstRow(answer){" +
  `var d=document,de=d.documentElement,S="${FIRST_ROW_STATE_ATTRIBUTE}";de.setAttribute(S,"pending");` +
  'function done(state){if(de.getAttribute(S)!=="pending")return;de.setAttribute(S,state);' +
  `try{d.dispatchEvent(new Event("${FIRST_ROW_EVENT}"))}catch(e){}}` +
  "function el(tag,cls){var e=d.createElement(tag);e.className=cls;return e}" +
  // The image gate: an absolute address only over https and without credentials; else a path from this origin's root.
  'function safe(u){if(typeof u!=="string"||!(u=u.trim()))return"";var x;try{x=new URL(u,location.origin)}catch(e){return""}' +
  'if(/^[a-z][a-z0-9+.-]*:/i.test(u))return x.protocol==="https:"&&!x.username&&!x.password?x.href:"";' +
  'return u.charAt(0)==="/"&&u.charAt(1)!=="/"&&u.charAt(1)!=="\\\\"&&x.origin===location.origin?x.pathname+x.search:""}' +
  'function text(v){return typeof v==="string"?v.trim():""}' +
  "function draw(games){" +
  `if(de.hasAttribute("${APP_START_ATTRIBUTE}"))return done("none");` +
  'var sk=d.querySelector("#root .skeleton--tiles");if(!sk)return done("none");' +
  "var pr=sk.parentNode.getBoundingClientRect(),r=sk.getBoundingClientRect();" +
  `var h=${GAME_ROW_REM}*(parseFloat(getComputedStyle(de).fontSize)||16),cols=${GRID_COLUMNS},rows=Math.ceil(games.length/cols);` +
  "var shown=Math.min(rows,Math.max(1,Math.ceil((innerHeight-r.top)/h)));" +
  // The first background behind the skeleton: the picture hides the grey blocks it stands over.
  'var bg="",n=sk.parentNode;while(n&&n.nodeType===1&&!bg){var c=getComputedStyle(n).backgroundColor;' +
  'if(c&&c!=="transparent"&&!/^rgba\\(.*,\\s*0\\)$/.test(c))bg=c;n=n.parentNode}' +
  'var box=el("div","game-list__games"),grid=el("div","game-grid game-grid--virtual"),first=[];' +
  `box.setAttribute("${HTML_FIRST_ROW_ATTRIBUTE}","");box.setAttribute("aria-hidden","true");` +
  'box.style.cssText="position:absolute;pointer-events:none;left:"+(pr.left+scrollX)+"px;top:"+(r.top+scrollY)+"px;width:"+pr.width+"px;min-height:"+r.height+"px;background:"+(bg||"transparent");' +
  'grid.style.height=rows*h+"px";' +
  "for(var i=0;i<shown;i++){" +
  'var row=el("div","game-grid__row");row.style.height=h+"px";row.style.transform="translateY("+i*h+"px)";' +
  "for(var j=i*cols;j<Math.min(games.length,i*cols+cols);j++){var g=games[j]||{};" +
  // components/game-tile.tsx: the name, else the node's; the merchant's image, else the vendor's; a vendor's node under maintenance.
  'var cell=el("div","game-grid__cell"),tile=el("div","game-tile"+(g.isGameH5==="VASSALAGE"&&g.isNew===1?" game-tile--maintenance":""));' +
  'var main=el("span","game-tile__main"),art=el("span","game-tile__art"),img=el("img","game-tile__image");' +
  'img.alt="";img.width=200;img.height=200;img.decoding="async";var src=safe(g.showIcon||g.iconUrl);' +
  'if(i===0){img.setAttribute("fetchpriority","high");first.push(img)}if(src)img.src=src;' +
  'var name=el("span","game-tile__name"),vendor=el("span","game-tile__vendor");' +
  "name.textContent=text(g.gameName)||text(g.nodeName);vendor.textContent=text(g.displayName);" +
  'art.appendChild(img);main.appendChild(art);main.appendChild(d.createTextNode(" "));main.appendChild(name);' +
  'main.appendChild(d.createTextNode(" "));main.appendChild(vendor);tile.appendChild(main);cell.appendChild(tile);row.appendChild(cell)}' +
  "grid.appendChild(row)}" +
  "box.appendChild(grid);d.body.appendChild(box);" +
  // On screen: the first row's images loaded (or failed), then the frame that shows them.
  'var left=first.length;function shownNow(){requestAnimationFrame(function(){requestAnimationFrame(function(){done("drawn")})})}' +
  "function settle(){if(--left===0)shownNow()}" +
  'if(!left)shownNow();first.forEach(function(img){if(!img.getAttribute("src")||img.complete)settle();' +
  'else{var once=false,f=function(){if(!once){once=true;settle()}};img.addEventListener("load",f);img.addEventListener("error",f)}})}' +
  'answer.then(function(r){return r.ok?r.clone().json():null}).then(function(body){' +
  'var games=body&&body.success===true&&body.value&&body.value.games;if(!games||!games.length||typeof games.slice!=="function")return done("none");' +
  'function go(){try{draw(games)}catch(e){done("none")}}' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",go);else go()' +
  '}).catch(function(){done("none")})}';
