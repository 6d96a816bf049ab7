import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

interface SectionSpinnerProps {
  /** Laid over a section drawn beneath it, hiding it, rather than in its place. */
  over?: boolean;
  /** Called once the spinner goes, which for a Suspense fallback is when the section has arrived. */
  onGone?: () => void;
}

/** Spec 2.3: while a section's code loads, a spinner fills the area it will take. */
export function SectionSpinner({ over = false, onGone }: SectionSpinnerProps) {
  const translate = useTranslate();
  useEffect(() => onGone, [onGone]);
  return (
    <Box
      aria-busy
      sx={{
        height: '100%', minHeight: 'calc(100vh - 56px)', display: 'grid', placeItems: 'center',
        ...(over && { position: 'absolute', inset: 0, zIndex: 2, bgcolor: 'background.default' }),
      }}
    >
      <CircularProgress aria-label={translate('shell.layout.loading')} />
    </Box>
  );
}
