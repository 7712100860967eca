import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useHtmlFirstRowUntil } from "../../../lib/use-html-first-row.ts";
import { registrationBanners } from "../api/get-registration-banner.ts";

/**
 * spec §2 "Registration screen" announcement area: the first m_reg banner; nothing when there is none
 * (spec §8). While the banners load, the area keeps the banner's box (the prerendered page draws the same
 * box), so the form below does not jump when the picture comes. The page's starter may have drawn the banner
 * over that box already (web/first-row-starter.ts "banner"): that picture goes in the commit that draws this one,
 * or nothing (no banner, a failure), or when the screen goes.
 */
export function RegistrationBanner() {
  const { LL, locale } = useI18nContext();
  const banners = useApiQuery(registrationBanners, locale);
  useHtmlFirstRowUntil(banners.isPending);
  if (banners.isPending) return <div className="account__banner account__banner--pending" aria-hidden="true" />;
  const banner = banners.data?.[0];
  if (banner === undefined) return null;
  return <img className="account__banner" src={safeImageSrc(banner.url)} alt={banner.title ?? LL.account.register.banner()} />;
}
