// One home each for money and points (lib/money.ts: formatMoney,
// formatMoneyShort, balanceText, formatPoints, formatFigure) and for dates
// (lib/date.ts: formatDate, formatDateTime, formatTime, formatMomentSince). A
// formatter built elsewhere drifted from spec §1/§9: the VIP page had its own
// Intl with a hard-coded ￥, the points mall its own "#,##0", the agent tables their
// own time format. typesafe-i18n's generated formatters are not linted at all.
const message =
  "Format through lib/money.ts (formatMoney, formatMoneyShort, formatPoints, formatFigure, balanceText) or lib/date.ts (formatDate, formatDateTime, formatTime, formatMomentSince, platformToday: each kind of date in its zone, CONTRIBUTING.md's 'Dates and zones'), not Intl, toLocale*String or dayjs: one pattern per spec §1 and §9.";

export default {
  id: "formatting",
  message,
  ignores: ["web/src/lib/money.ts", "web/src/lib/date.ts"],
  selectors: [
    "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat)$/]",
    "CallExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat)$/]",
    "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]",
    // dayjs reads the process's zone unless told one; lib/date.ts writes each kind of date in its declared zone.
    "ImportDeclaration[source.value=/^dayjs(\\u002F|$)/]",
  ],
  examples: {
    bad: [
      { file: "web/src/features/vip/vip-copy.ts", code: 'export const figure = (value: number) => `￥${new Intl.NumberFormat("zh-CN", { notation: "compact" }).format(value)}`;' },
      { file: "web/src/features/rewards/points-rules.ts", code: 'export const formatPoints = (points: number) => Intl.NumberFormat("en-US").format(points);' },
      { file: "web/src/features/agent/components/time-text.ts", code: 'export const timeText = (value: string) => new Intl.DateTimeFormat("en-CA").format(new Date(value));' },
      { file: "web/src/features/wallet/components/amount.tsx", code: "export const amount = (value: number) => value.toLocaleString();" },
      { file: "web/src/features/messages/inbox-date.ts", code: "export const day = (value: string) => new Date(value).toLocaleDateString();" },
      { file: "web/src/features/agent/date-range.ts", code: 'import dayjs from "dayjs";\nexport const today = () => dayjs().format("YYYY-MM-DD");' },
    ],
    good: [
      { file: "web/src/lib/money.ts", code: 'export const points = (value: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(value);' },
      { file: "web/src/lib/date.ts", code: "export const local = (value: Date) => value.toLocaleDateString();" },
      { file: "web/src/features/rewards/components/points.ts", code: 'import { formatPoints } from "../../../lib/money.ts";\nexport const label = (points: number) => formatPoints(points);' },
      { file: "web/src/features/agent/time.ts", code: 'import { formatDateTime } from "../../lib/date.ts";\nexport const time = (value: string | null) => formatDateTime(value, "--");' },
    ],
  },
};
