// One lint config for the whole workspace. The import rules keep the data
// path one-way (STYLE.md lesson 7): web -> machines, sdk; machines -> xstate;
// sdk -> openapi-fetch, node-forge. Nothing imports web. Inside web/src the
// layers run one way too (README "Layout"): app -> features -> shared ->
// stores -> ui -> lib, i18n; a feature reaches another, and app/ any feature or
// shared part, only through its index.ts (or first-paint.ts).
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import { banConfigs } from "./eslint/bans.js";

const uiPackages = ["react", "react-dom", "react-dom/*", "@xstate/react", "wouter", "wouter/*", "valtio", "valtio/*", "@tanstack/react-query", "@platform/web", "@platform/web/*"];

// One URL gate: outside lib/open-external.ts and ui/external-link.tsx
// nothing navigates to, opens or links an address itself; server images go
// through safeImageSrc. tests/url-gate-lint.test.ts proves each selector bites.
const gateMessage = "Server URLs pass the URL gate: use openExternal / leaveApp / openPendingTab (lib/open-external.ts), <ExternalLink> (ui/external-link.tsx) or safeImageSrc (lib/url-gate.ts).";
export const urlGateSelectors = [
  "AssignmentExpression > MemberExpression.left[property.name='location']",
  "AssignmentExpression > MemberExpression.left[property.name='href'][object.name='location']",
  "AssignmentExpression > MemberExpression.left[property.name='href'][object.property.name='location']",
  "CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.name='location']",
  "CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.property.name='location']",
  "CallExpression[callee.property.name='open'][callee.object.name=/^(window|globalThis|self)$/]",
  "CallExpression[callee.property.name='setAttribute'][arguments.0.value=/^(href|src|srcset|action|formaction|xlink:href)$/i]",
  "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='href'] > JSXExpressionContainer",
  "JSXOpeningElement[name.name=/^(img|source|iframe|embed|object|form)$/] > JSXAttribute[name.name=/^(src|srcSet|data|action)$/] > JSXExpressionContainer > :not(CallExpression[callee.name='safeImageSrc'])",
].map((selector) => ({ selector, message: gateMessage }));

const web = "./web/src";
const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = folders("./web/src/features");
/** web/src/shared: what every feature needs (session, guards, flags, system status). */
const sharedParts = folders("./web/src/shared");

/** The layers of web/src and who may import whom; a test in shared/ may render a feature's fixtures (its testing/). */
const layerZones = (forTests) => [
  { target: `${web}/features`, from: `${web}/app`, message: "features never import app/: the app wires features, not the other way round." },
  { target: `${web}/shared`, from: `${web}/features`, except: forTests ? features.map((feature) => `./${feature}/testing`) : [], message: "shared/ sits below features/: it imports no feature." },
  { target: `${web}/shared`, from: `${web}/app`, message: "shared/ sits below app/." },
  { target: `${web}/stores`, from: [`${web}/features`, `${web}/shared`, `${web}/app`], message: "stores/ sit below features/, shared/ and app/." },
  { target: [`${web}/ui`, `${web}/lib`, `${web}/i18n`], from: [`${web}/features`, `${web}/shared`, `${web}/stores`, `${web}/app`], message: "ui/, lib/ and i18n/ sit below features/, shared/, stores/ and app/." },
  { target: [`${web}/lib`, `${web}/i18n`], from: `${web}/ui`, message: "lib/ and i18n/ sit below ui/." },
];

/** A feature's public surface: its index.ts, and first-paint.ts (the light part a first frame may import without the feature's components). */
const surfaceOf = (feature, forTests) => [`./${feature}/index.ts`, `./${feature}/first-paint.ts`, ...(forTests ? [`./${feature}/testing`] : [])];

/**
 * A feature reaches another feature only through its public surface, tests also through its
 * testing/; app/ reaches a feature the same way, and every shared part through its
 * index.ts from anywhere outside it.
 */
const surfaceZones = (forTests) => [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`, ...features.filter((other) => other !== feature).flatMap((other) => surfaceOf(other, forTests))],
    message: "import another feature from its index.ts (or first-paint.ts), never its internals.",
  })),
  {
    target: `${web}/app`,
    from: `${web}/features`,
    except: features.flatMap((feature) => surfaceOf(feature, forTests)),
    message: "app/ imports a feature from its index.ts (or first-paint.ts), never its internals.",
  },
  ...sharedParts.map((part) => ({
    target: [`${web}/app`, `${web}/features`, `${web}/testing`, ...sharedParts.filter((other) => other !== part).map((other) => `${web}/shared/${other}`)],
    from: `${web}/shared/${part}`,
    except: ["./index.ts"],
    message: "import a shared part from its index.ts, never its internals.",
  })),
];

const testFiles = ["web/src/**/*.test.{ts,tsx}", "web/src/**/testing/**"];

const noUi = {
  patterns: [
    { group: uiPackages, message: "machines and sdk never import React or the web app (one-way data path)." },
    { group: ["**/web/**", "../web/*", "../../web/*"], message: "Nothing imports the web app." },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "openapi/dist/**",
      "**/generated/**",
      "test-results/**",
      "playwright-report/**",
      ".test-output/**",
      "bench-output/**",
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["sdk/**/*.ts", "machines/**/*.ts"],
    rules: { "no-restricted-imports": ["error", noUi] },
  },
  {
    // Machines are pure: effects enter only as injected actors and actions.
    files: ["machines/src/**/*.ts"],
    ignores: ["machines/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...noUi.patterns,
            { group: ["node-forge", "node-forge/*", "openapi-fetch"], message: "machines get the SDK injected as actors; no transport here." },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "No fetch in machines: inject an actor." },
        { name: "window", message: "No DOM in machines." },
        { name: "document", message: "No DOM in machines." },
        { name: "localStorage", message: "No storage in machines: inject an action." },
        { name: "sessionStorage", message: "No storage in machines: inject an action." },
        { name: "location", message: "No navigation in machines: inject an action." },
        { name: "setTimeout", message: "Use named delays in setup({ delays })." },
        { name: "setInterval", message: "Use named delays in setup({ delays })." },
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // One way to load a part later: lazyPart tries a failed chunk again when the network is back.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/lib/lazy-part.ts", "web/src/app/routes/screens.ts", "web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react", importNames: ["lazy"], message: "Use lazyPart (lib/lazy-part.ts): a chunk that fails while the network drops is tried again." }] },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/lib/open-external.ts", "web/src/ui/external-link.tsx", "web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", ...urlGateSelectors],
      "no-restricted-globals": ["error", { name: "open", message: gateMessage }, { name: "location", message: gateMessage }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layerZones(false),
            ...surfaceZones(false),
            { target: web, from: [`${web}/testing/**`, `${web}/features/*/testing/**`], message: "test fixtures are for tests only." },
          ],
        },
      ],
    },
  },
  {
    files: testFiles,
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...layerZones(true), ...surfaceZones(true)] }] },
  },
  // One home per job: each ban in eslint/bans/ refuses a raw form outside its home.
  ...banConfigs,
  {
    files: ["scripts/**", "mocks/src/cli/**", "e2e/**", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // Every browser test runs on a fixed time, not today's (e2e/helpers/test.ts installs it).
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", importNames: ["test"], message: "Take test from e2e/helpers/test.ts: it runs the page on a fixed time, not today's." }] },
      ],
    },
  },
);
