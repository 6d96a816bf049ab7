import EditIcon from '@mui/icons-material/Create';
import { Button, LinkBase, useCreatePath, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { SCROLL_TO_TOP, stopRowClick } from './rowLinks';

/**
 * A list row's Edit button, drawn with the row when `mayEdit` grants its record. react-admin's
 * EditButton asks an asynchronous access check for every row and shows only once each has
 * answered, which draws every row a second time.
 */
export function RowEditButton({ mayEdit }: { mayEdit: (record: RaRecord) => boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record || !resource || !mayEdit(record)) return null;
  const label = translate('ra.action.edit');
  return (
    <Button component={LinkBase} to={createPath({ type: 'edit', resource, id: record.id })} state={SCROLL_TO_TOP} label={<>{label}</>} aria-label={label}
      onClick={stopRowClick} className="RaEditButton-root">
      <EditIcon />
    </Button>
  );
}
