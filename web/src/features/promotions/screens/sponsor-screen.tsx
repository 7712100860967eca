import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { TrophyIcon } from "../../../ui/icons.tsx";
import { BannerCarousel, BannerLink } from "../../home/index.ts";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { sponsorBanners } from "../api/get-sponsor-banners.ts";
import "../promotions.css";

/** Spec §2 "/m/sponsor": the sponsorship banners (home's carousel rules) and their titles, each a link to what its banner opens. */
export default function SponsorScreen() {
  const { LL } = useI18nContext();
  const banners = useApiQuery(sponsorBanners);
  return (
    <div className="sponsor-page">
      <DataState
        query={banners}
        skeleton={<Skeleton shape="cards" count={2} />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState text={LL.empty.noData()} />}
      >
        {(list) => (
          <>
            <BannerCarousel banners={list} />
            <section className="sponsor-page__text" aria-labelledby="sponsor-heading">
              <h2 id="sponsor-heading" className="sponsor-page__heading">
                <TrophyIcon aria-hidden="true" /> {LL.promotions.sponsor.banners()}
              </h2>
              <p className="sponsor-page__intro">{LL.promotions.sponsor.intro()}</p>
              <ul className="sponsor-page__list">
                {list.filter((banner) => banner.title).map((banner) => (
                  <li key={banner.id}>
                    {/* Each title opens what its banner opens (a promotion, a game list, a page), as a tap on the banner does. */}
                    <BannerLink banner={banner} className="sponsor-page__item">
                      <span className="sponsor-page__title">{banner.title}</span>
                      <ChevronRightIcon className="sponsor-page__chevron" aria-hidden="true" />
                    </BannerLink>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </DataState>
    </div>
  );
}
