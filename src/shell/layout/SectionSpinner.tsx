import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Spec 2.3: while a section's code loads, a spinner fills the area it will take. `onGone` is called
 * once it goes, which for a Suspense fallback is when the section has arrived.
 */
export function SectionSpinner({ onGone }: { onGone?: () => void }) {
  const translate = useTranslate();
  useEffect(() => onGone, [onGone]);
  return (
    <Box aria-busy sx={{ height: '100%', minHeight: 'calc(100vh - 56px)', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={translate('shell.layout.loading')} />
    </Box>
  );
}
