import { BankingDesk } from '../../features/banking/components/banking-desk';

/** /banking (docs/product.md §4.15): the partner bank's desk for the public. */
export default function BankingPage() {
  return <BankingDesk />;
}
