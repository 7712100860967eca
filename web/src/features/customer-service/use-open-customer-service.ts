import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { useApi } from "../../lib/app-services.tsx";
import { openPendingTab } from "../../lib/open-external.ts";
import { toast } from "../../ui/toast/toast-store.ts";
import { customerService } from "./api/get-customer-service.ts";

/**
 * Opens the merchant's customer-service chat in a new tab (spec §2): the tab
 * opens inside the tap so pop-up blockers allow it, then is pointed at the
 * chat page through the URL gate (a refused address closes the tab and tells
 * the member); with no chat configured the member is told so.
 */
export function useOpenCustomerService() {
  const { LL } = useI18nContext();
  const api = useApi();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);

  const open = async () => {
    const tab = openPendingTab();
    setOpening(true);
    try {
      const service = await queryClient.fetchQuery(customerService.options(api, undefined));
      tab.show(service.url);
    } catch {
      tab.cancel();
      toast.info(LL.customerService.none());
    } finally {
      setOpening(false);
    }
  };

  return { open: () => void open(), opening };
}
