import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { ContractPage } from "../components/contract-page.tsx";

/** Spec §2 contract page: the hourly contract offered by the upline (reached from home's agent prompts). */
export default function HourContractScreen() {
  const { LL } = useI18nContext();
  return <ContractPage kind="hourly" title={LL.titles.hourContract()} />;
}
