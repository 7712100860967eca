// The country chooser pop-up (spec §2), mounted once by the app shell; its code loads only when it shows.
export { DeferredCountryChooser } from "./deferred-country-chooser.tsx";
