import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/**
 * Who is on this bus now, as a PDF to print or hand over (issue "who is on the bus"): one click opens
 * it in a tab of its own. The mock API has no PDFs to serve, so the mock console does not offer it.
 */
export function EmergencyManifestLink({ vehicleId }: { vehicleId: number }) {
  const translate = useTranslate();
  if (import.meta.env.VITE_MOCK_API === 'true') return null;
  return (
    <Button size="small" color="error" variant="outlined" startIcon={<PrintIcon />} href={`/api/vehicles/${vehicleId}/manifest.pdf`} target="_blank" rel="noopener" sx={{ ml: 'auto' }}>
      {translate('ridership.emergency.action')}
    </Button>
  );
}
