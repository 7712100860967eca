// The country chooser pop-up (spec §2), mounted once by the app shell.
export { CountryChooser } from "./country-chooser.tsx";
export { shouldShowCountryPopup } from "./country-popup-rule.ts";
