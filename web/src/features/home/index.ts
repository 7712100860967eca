// The home feature's public surface: what other features may use (the sponsor
// page shows its banners with home's carousel, spec §2 "same rules as home's").
export { BannerCarousel } from "./banners/banner-carousel.tsx";
/** A banner's destination around its title (the sponsor page's list opens what its banners open). */
export { BannerLink } from "./banners/banner-slide.tsx";
/** The help centre, loaded on entry and again once a language change has settled (spec §2, §9). */
export { useHomeHelpCentre as useHelpCentre } from "./api/get-help-centre.ts";
/** The merchant's download links (WPSCORE_getDownloadSetting); the message centre takes its TELEGRAM link. */
export { downloadLinks } from "./api/get-download-links.ts";
