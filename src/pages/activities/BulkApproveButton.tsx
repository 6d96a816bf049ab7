import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button, HttpError, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useState } from 'react';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';

/**
 * Approves the timesheet entries ticked in the list, all or none (ACTIVITY_BULK_UPLOAD_APPROVE_EDIT,
 * whose rule shows it: src/resources/customViews.ts): the server refuses the lot if one was decided
 * or changed meanwhile, and says which.
 */
export default function BulkApproveButton() {
  const { selectedIds, resource, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const approve = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getMany(resource, { ids: selectedIds });
      const result = await dataProvider.action<{ approved: number }>('timesheet-entries/bulk-approve', { entries: data.map(({ id, version }) => ({ id, version })) });
      notify(translate('work.bulkApprove.done', { smart_count: result.approved }), { type: 'success' });
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(error instanceof HttpError ? error.message : translate('common.somethingWentWrong'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label={translate('work.bulkApprove.button')} onClick={approve} disabled={busy}><DoneAllIcon /></Button>;
}
