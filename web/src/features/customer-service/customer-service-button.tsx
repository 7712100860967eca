import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { HeadsetIcon } from "../../ui/icons.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { useOpenCustomerService } from "./use-open-customer-service.ts";

/** Spec §2: the header's customer-service icon; opens the merchant's chat page in a new tab. */
export function CustomerServiceButton() {
  const { LL } = useI18nContext();
  const service = useOpenCustomerService();

  return (
    <button type="button" className="icon-button" aria-label={LL.header.customerService()} disabled={service.opening} onClick={service.open}>
      {service.opening ? <Spinner size="small" /> : <HeadsetIcon />}
    </button>
  );
}
