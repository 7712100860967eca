// For app/start-requests.test.ts: whether start-up's first page of the list is there for the list to take.
export { takeStartedPage } from "../list/start-page.ts";
