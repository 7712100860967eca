import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { ContractPage } from "../components/contract-page.tsx";

/** Spec §2 contract page: the dividend contract offered by the upline (reached from home's agent prompts). */
export default function DividendContractScreen() {
  const { LL } = useI18nContext();
  return <ContractPage kind="dividend" title={LL.titles.dividendContract()} />;
}
