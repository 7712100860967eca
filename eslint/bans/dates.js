// Dates only through lib/date.ts, the one home of date formatting (the app carries no date library): the platform's time zone,
// the app's formats and the range arithmetic live there, so a screen cannot format a date in
// the device's zone by calling dayjs itself.
const message = "Use lib/date.ts for dates, never dayjs directly: it holds the platform's zone and the app's formats.";

export default {
  id: "dates",
  message,
  ignores: ["web/src/lib/date.ts"],
  selectors: [
    "ImportDeclaration[source.value=/^dayjs(\\u002F|$)/]",
    "ImportExpression[source.value=/^dayjs(\\u002F|$)/]",
    "ExportAllDeclaration[source.value=/^dayjs(\\u002F|$)/]",
    "ExportNamedDeclaration[source.value=/^dayjs(\\u002F|$)/]",
  ],
  examples: {
    bad: [
      { file: "web/src/features/agent/components/date-range-picker.tsx", code: 'import dayjs from "dayjs";\nexport const today = () => dayjs().format("YYYY-MM-DD");' },
      { file: "web/src/features/history/dates.ts", code: 'import utc from "dayjs/plugin/utc";\nexport { utc };' },
      { file: "web/src/features/history/later.ts", code: 'export const load = () => import("dayjs");' },
    ],
    good: [
      { file: "web/src/lib/date.ts", code: 'import dayjs from "dayjs";\nexport const today = () => dayjs().format("YYYY-MM-DD");' },
      { file: "web/src/features/agent/components/date-range-picker.tsx", code: 'import { formatDate } from "../../../lib/date.ts";\nexport const show = (at: number) => formatDate(at);' },
    ],
  },
};
