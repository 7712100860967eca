import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { useApi } from "../../lib/app-services.tsx";
import { openPendingTab } from "../../lib/open-external.ts";
import { HeadsetIcon } from "../../ui/icons.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/toast/toast-store.ts";
import { customerServiceQuery } from "./api/get-customer-service.ts";

/** Spec §2: the header's customer-service icon; opens the merchant's chat page in a new tab. */
export function CustomerServiceButton() {
  const { LL } = useI18nContext();
  const api = useApi();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);

  const open = async () => {
    // Open the tab inside the tap so pop-up blockers allow it, then point it at the chat page
    // (through the URL gate: a refused address closes the tab and tells the member).
    const tab = openPendingTab();
    setOpening(true);
    try {
      const service = await queryClient.fetchQuery(customerServiceQuery(api));
      tab.show(service.url);
    } catch {
      tab.cancel();
      toast.info(LL.customerService.none());
    } finally {
      setOpening(false);
    }
  };

  return (
    <button
      type="button"
      className="icon-button"
      aria-label={LL.header.customerService()}
      disabled={opening}
      onClick={() => void open()}
    >
      {opening ? <Spinner size="small" /> : <HeadsetIcon />}
    </button>
  );
}
