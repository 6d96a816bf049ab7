import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/**
 * Spec 2.4: while the account switches, the whole window says so, with a progress bar. It is drawn
 * at the document's end, where nothing of the menu it is opened from can sit above it.
 */
export function SwitchingAccountScreen() {
  const translate = useTranslate();
  return (
    <Portal>
      <Box role="status" sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal + 1, bgcolor: 'background.default', display: 'grid', placeItems: 'center' }}>
        <LinearProgress aria-label={translate('shell.switchAccount.switching')} sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />
        <Box sx={{ textAlign: 'center' }}>
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 56, height: 56, mb: 2 }} />
          <Typography variant="h6" color="text.secondary">
            {translate('shell.switchAccount.switching')}
          </Typography>
        </Box>
      </Box>
    </Portal>
  );
}
