import type { captchaMachine } from "@platform/machines";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { Spinner } from "../../../ui/spinner.tsx";

/** spec §2: the captcha image; a tap asks the machine for a new one. */
export function CaptchaImage({ captcha, onRefresh }: { captcha: ActorRefFrom<typeof captchaMachine>; onRefresh: () => void }) {
  const { LL } = useI18nContext();
  const image = useSelector(captcha, (state) => state.context.image);
  const loading = useSelector(captcha, (state) => state.hasTag("loading"));
  const failed = useSelector(captcha, (state) => state.matches("failed"));
  return (
    <button
      type="button"
      className="captcha-image"
      aria-label={failed ? LL.account.captcha.failed() : LL.account.captcha.refresh()}
      aria-busy={loading}
      disabled={loading}
      onClick={onRefresh}
    >
      {image !== undefined && !failed ? <img src={safeImageSrc(image)} alt="" className="captcha-image__img" /> : null}
      {failed ? <span className="captcha-image__failed">{LL.account.captcha.failed()}</span> : null}
      {loading ? <Spinner size="small" label={LL.account.captcha.loading()} /> : null}
    </button>
  );
}
