import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ExplorerDistrict } from '../../../resources/route-explorer/explorer';
import { callConsoleApi } from '../../providers/consoleApi';
import type { RouteExplorerState } from './routeExplorerStart';

interface RouteExplorerDialogProps {
  lastVisit: RouteExplorerState | null;
  onClose: () => void;
  onChoose: (districtId: number) => void;
}

/**
 * Spec 2.4: admin and vendor users pick the district to explore — among those whose runs they may
 * see — the last one preselected with the hint "Your last visit". Where the list cannot be read, the
 * district's id is typed in.
 */
export function RouteExplorerDialog({ lastVisit, onClose, onChoose }: RouteExplorerDialogProps) {
  const translate = useTranslate();
  const [value, setValue] = useState(lastVisit ? String(lastVisit.districtId) : '');
  const districts = useQuery({ queryKey: ['route-explorer', 'districts'], queryFn: () => callConsoleApi<ExplorerDistrict[]>('/api/route-explorer/districts'), retry: false });
  const districtId = Number(value);
  const isValid = Number.isInteger(districtId) && districtId > 0;
  const hint = lastVisit && districtId === lastVisit.districtId ? translate('shell.routeExplorer.lastVisit') : ' ';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) onChoose(districtId);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle>{translate('shell.routeExplorer.title')}</DialogTitle>
      <DialogContent>
        {districts.error || (!districts.isPending && !districts.data?.length) ? (
          <TextField autoFocus fullWidth margin="dense" type="number" label={translate('shell.routeExplorer.districtId')} value={value} onChange={(event) => setValue(event.target.value)} helperText={hint} />
        ) : (
          <TextField select fullWidth margin="dense" label={translate('shell.routeExplorer.district')} value={districts.isPending ? '' : value} disabled={districts.isPending} onChange={(event) => setValue(event.target.value)} helperText={hint}>
            {(districts.data ?? []).map((district) => (
              <MenuItem key={district.id} value={String(district.id)}>
                {district.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{translate('shell.routeExplorer.cancel')}</Button>
        <Button type="submit" variant="contained" disableElevation disabled={!isValid}>
          {translate('shell.routeExplorer.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
