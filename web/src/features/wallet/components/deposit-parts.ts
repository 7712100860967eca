// The deposit centre's lazily loaded part (screens/voucher-center-screen.tsx): the form and the page of its answer,
// in one chunk. An answer exists only once the form has sent, so its page is then in memory: a deposit the server
// confirmed is never held behind a fetch, or shown as the network message when that fetch fails.
export { DepositForm } from "./deposit-form.tsx";
export { DepositResult } from "./deposit-result.tsx";
