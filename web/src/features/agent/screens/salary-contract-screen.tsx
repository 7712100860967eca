import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { ContractPage } from "../components/contract-page.tsx";

/** Spec §2 contract page: the dailySalary contract offered by the upline (reached from home's agent prompts). */
export default function SalaryContractScreen() {
  const { LL } = useI18nContext();
  return <ContractPage kind="dailySalary" title={LL.titles.salaryContract()} />;
}
