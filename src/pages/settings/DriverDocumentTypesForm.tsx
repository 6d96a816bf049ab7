import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  driverDocumentSettingsProblem, WARNING_DAYS, type DriverDocumentSettings, type DriverDocumentTypeSetting,
} from '../../../resources/settings/driverDocumentSettings';
import { callConsoleApi } from '../../providers/consoleApi';
import { useConsoleSave } from '../../providers/useConsoleSave';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';

/** One vendor's document types; those changed are saved together, each at the version it was read at. */
export function DriverDocumentTypesForm({ vendorId }: { vendorId: number }) {
  const translate = useTranslate();
  const path = `/api/settings/driver-documents/${vendorId}`;
  const queryKey = ['settings', 'driver-documents', vendorId];
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey, queryFn: () => callConsoleApi<DriverDocumentSettings>(path) });
  if (settings.isPending) return <LinearProgress />;
  if (settings.error) return <Typography color="error">{translate('settings.loadFailed')}</Typography>;
  const save = (types: DriverDocumentTypeSetting[]) => callConsoleApi<DriverDocumentSettings>(path, 'PUT', { types });
  return <TypeRows key={settings.dataUpdatedAt} kept={settings.data.types} save={save} onSaved={(saved) => queryClient.setQueryData(queryKey, saved)} />;
}

interface TypeRowsProps {
  kept: DriverDocumentTypeSetting[];
  save: (types: DriverDocumentTypeSetting[]) => Promise<DriverDocumentSettings>;
  onSaved: (saved: DriverDocumentSettings) => void;
}

function TypeRows({ kept, save, onSaved }: TypeRowsProps) {
  const translate = useTranslate();
  const editable = useConsoleAbility().can('edit', 'driver-documents');
  const [types, setTypes] = useState(kept);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useConsoleSave(save, onSaved);
  const changed = types.filter((type, index) => type.required !== kept[index].required || type.warningDays !== kept[index].warningDays);
  const change = (index: number, patch: Partial<DriverDocumentTypeSetting>) => setTypes(types.map((type, at) => (at === index ? { ...type, ...patch } : type)));
  const submit = () => {
    const found = driverDocumentSettingsProblem(changed);
    setProblem(found);
    if (!found) saving.mutate(changed);
  };

  return (
    <>
      {!editable && <Alert severity="info" sx={{ mb: 2 }}>{translate('settings.driverDocuments.readOnly')}</Alert>}
      <Paper variant="outlined" sx={{ maxWidth: 860 }}>
        <Table size="small" aria-label={translate('settings.landing.driverDocuments.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('settings.driverDocuments.type')}</TableCell>
              <TableCell align="center">{translate('settings.driverDocuments.required')}</TableCell>
              <TableCell>{translate('settings.driverDocuments.warningDays')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {types.map((type, index) => {
              const name = translate(`settings.driverDocuments.types.${type.typeCode}`);
              return (
                <TableRow key={type.typeCode}>
                  <TableCell>{name}</TableCell>
                  <TableCell align="center">
                    <Checkbox checked={type.required} disabled={!editable} slotProps={{ input: { 'aria-label': translate('settings.driverDocuments.requiredOf', { type: name }) } }} onChange={(event) => change(index, { required: event.target.checked })} />
                  </TableCell>
                  <TableCell>
                    <TextField
                      type="number" size="small" hiddenLabel value={type.warningDays} disabled={!editable} sx={{ width: 120 }}
                      slotProps={{ htmlInput: { min: WARNING_DAYS.min, max: WARNING_DAYS.max, 'aria-label': translate('settings.driverDocuments.warningDaysOf', { type: name }) } }}
                      onChange={(event) => change(index, { warningDays: Number(event.target.value) })}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
      {problem && <Alert severity="error" sx={{ mt: 2, maxWidth: 860 }}>{problem}</Alert>}
      {editable && (
        <Button variant="contained" disableElevation sx={{ mt: 2 }} disabled={!changed.length} loading={saving.isPending} onClick={submit}>{translate('settings.save')}</Button>
      )}
    </>
  );
}
