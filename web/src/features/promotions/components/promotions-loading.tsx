import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";

/** Category tabs and promotion cards the loading picture holds: a phone's screen of each. */
const TAB_COUNT = 4;
const CARD_COUNT = 2;

/**
 * The promotions page while its categories and promotions load, in
 * the page's own layout: the category strip, then one column of cards (each
 * the card's picture, category, title and dates), where the answers will draw them. The screen
 * shows it, and the build prerenders it into /m/activity's page (app/frame),
 * so the page goes from this picture to its content without anything moving.
 */
export function PromotionsLoading() {
  const { LL } = useI18nContext();
  return (
    <div className="promotions-loading" role="status" aria-label={LL.common.loading()} aria-busy="true">
      <div className="tab-strip promotion-tabs" aria-hidden="true">
        {Array.from({ length: TAB_COUNT }, (_, index) => (
          <span key={index} className="skeleton__block promotions-loading__tab" />
        ))}
      </div>
      <div className="promotion-list" aria-hidden="true">
        <div className="promotion-list__items">
          {Array.from({ length: CARD_COUNT }, (_, index) => (
            <span key={index} className="promotion-card promotions-loading__card">
              <span className="skeleton__block promotion-card__image" />
              <span className="promotion-card__body">
                <span className="skeleton__block promotions-loading__category" />
                <span className="skeleton__block promotions-loading__title" />
                <span className="skeleton__block promotions-loading__dates" />
              </span>
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
