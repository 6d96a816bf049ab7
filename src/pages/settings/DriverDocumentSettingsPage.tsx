import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { callConsoleApi } from '../../providers/consoleApi';
import { DriverDocumentTypesForm } from './DriverDocumentTypesForm';
import { SettingsHeading } from './SettingsHeading';

/**
 * Driver documents v2 settings (DRIVER_DOCUMENT_VIEW, changed with DRIVER_DOCUMENT_EDIT): per vendor,
 * the documents its drivers must hold and the warning window before each expires.
 */
export default function DriverDocumentSettingsPage() {
  const translate = useTranslate();
  const vendors = useQuery({ queryKey: ['settings', 'driver-documents', 'vendors'], queryFn: () => callConsoleApi<{ id: number; name: string }[]>('/api/settings/driver-documents/vendors') });
  const [chosen, setChosen] = useState<number | null>(null);
  const list = vendors.data ?? [];
  const vendor = list.find((candidate) => candidate.id === chosen) ?? list[0];

  return (
    <>
      <SettingsHeading title={translate('settings.landing.driverDocuments.title')} intro={translate('settings.driverDocuments.intro')} />
      {vendors.isPending && <LinearProgress />}
      {vendors.error && <Typography color="error">{translate('settings.loadFailed')}</Typography>}
      {list.length > 1 && vendor && (
        <TextField select label={translate('settings.driverDocuments.vendor')} value={vendor.id} onChange={(event) => setChosen(Number(event.target.value))} sx={{ width: '100%', maxWidth: 860, mb: 2 }}>
          {list.map((option) => <MenuItem key={option.id} value={option.id}>{option.name}</MenuItem>)}
        </TextField>
      )}
      {list.length === 1 && vendor && <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>{vendor.name}</Typography>}
      {vendor && <DriverDocumentTypesForm key={vendor.id} vendorId={vendor.id} />}
    </>
  );
}
