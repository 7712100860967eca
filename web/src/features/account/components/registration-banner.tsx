import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { useRegistrationBanners } from "../api/get-registration-banner.ts";

/** spec §2 "Registration screen" announcement area: the first m_reg banner; nothing when there is none (spec §8). */
export function RegistrationBanner() {
  const { LL } = useI18nContext();
  const banner = useRegistrationBanners().data?.[0];
  if (banner === undefined) return null;
  return <img className="account__banner" src={safeImageSrc(banner.url)} alt={banner.title ?? LL.account.register.banner()} />;
}
