import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/** Spec 2.3: while a section's code loads, a spinner fills the area it will take. */
export function SectionSpinner() {
  const translate = useTranslate();
  return (
    <Box sx={{ height: '100%', minHeight: 'calc(100vh - 56px)', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={translate('shell.layout.loading')} />
    </Box>
  );
}
