import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { useSheetRow } from '../bulkEdit/useSheetRow';
import { STATE_COLORS, type DocumentRecord, type DocumentType } from './documentRecords';

const FIELDS = ['number', 'issuedOn', 'expiresOn', 'fileName'] as const;
export const SHEET_COLUMNS = ['type', 'state', ...FIELDS, 'actions'] as const;

interface DocumentSheetRowProps {
  driverId: number;
  type: DocumentType;
  document: DocumentRecord | undefined;
  mayEdit: boolean;
}

/** One document type of a driver: its state, and the document's number, dates and file, saved on their own. */
export function DocumentSheetRow({ driverId, type, document, mayEdit }: DocumentSheetRowProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const row = useSheetRow('driver-documents', document, { driverId, typeId: type.id }, FIELDS);
  const label = (field: string) => translate(`resources.driver-documents.fields.${field}`);
  const save = async () => {
    if (await row.save()) notify(translate('driverRecords.documents.saved', { type: type.name }), { type: 'success' });
  };
  const state = document
    ? <Chip size="small" label={translate(`choices.${document.state}`)} color={STATE_COLORS[document.state]} />
    : <Chip size="small" variant="outlined" label={translate('driverRecords.documents.missing')} color={type.required ? 'error' : 'default'} />;
  return (
    <>
      <TableRow aria-label={type.name}>
        <TableCell>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>{type.name}</Typography>
          {type.required && <Typography variant="caption" color="text.secondary">{translate('driverRecords.documents.required')}</Typography>}
        </TableCell>
        <TableCell>{state}</TableCell>
        {FIELDS.map((field) => (
          <TableCell key={field}>
            <TextField
              size="small" fullWidth disabled={!mayEdit || row.saving} type={field.endsWith('On') ? 'date' : 'text'} value={row.values[field] ?? ''}
              onChange={(event) => row.set(field, event.target.value)} slotProps={{ htmlInput: { 'aria-label': `${type.name}: ${label(field)}` }, inputLabel: { shrink: true } }}
            />
          </TableCell>
        ))}
        <TableCell>
          {mayEdit && <Button size="small" variant="contained" disabled={!row.changed || row.saving} onClick={save}>{translate(document ? 'ra.action.save' : 'ra.action.add')}</Button>}
        </TableCell>
      </TableRow>
      {row.refusal && (
        <TableRow>
          <TableCell colSpan={SHEET_COLUMNS.length} sx={{ pt: 0 }}><Alert severity="error" role="alert">{row.refusal}</Alert></TableCell>
        </TableRow>
      )}
    </>
  );
}
