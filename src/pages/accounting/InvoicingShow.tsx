import { invoicing } from '../../../resources/invoicing';
import { ResourceShow } from '../../resources/RecordShow';
import { RefreshFromRides } from './RefreshFromRides';
import { TransactionItems } from './TransactionItems';

/** An accounting transaction's page: its fields and status steps, the refresh from rides, its items. */
export default function InvoicingShow() {
  return (
    <ResourceShow resource={invoicing} after={<TransactionItems />}>
      <RefreshFromRides />
    </ResourceShow>
  );
}
