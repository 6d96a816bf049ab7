import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Datagrid, ReferenceManyField, useRecordContext, useTranslate } from 'react-admin';
import { accountingTransactionItems } from '../../../resources/accounting-transaction-items';
import { PRICED_WHILE } from '../../../resources/invoicing';
import { fieldFor } from '../../resources/fieldViews';
import { useSortableColumns } from '../../resources/GeneratedViews';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { EditItemButton } from './EditItemButton';

const COLUMNS = Object.entries(accountingTransactionItems.fields).filter(([, field]) => field.list);

/** A transaction's items under its fields, each editable in place while the transaction is still priced. */
export function TransactionItems() {
  const translate = useTranslate();
  const record = useRecordContext();
  const ability = useConsoleAbility();
  const sortable = useSortableColumns(accountingTransactionItems);
  const priced = record && (PRICED_WHILE as readonly unknown[]).includes(record.status);
  const mayEdit = priced && (ability.can('edit-pricing', 'accounting-transactions') || ability.can('edit-item-status', 'accounting-transactions'));
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>{translate('work.accounting.items')}</Typography>
      <ReferenceManyField reference={accountingTransactionItems.name} target="transactionId" perPage={200} sort={{ field: 'description', order: 'ASC' }}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">{translate('work.accounting.noItems')}</Typography>}>
          {COLUMNS.map(([name, field]) => fieldFor(name, field, sortable.has(name)))}
          {mayEdit && <EditItemButton />}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}
