import LinearProgress from '@mui/material/LinearProgress';
import { useLoading, useTranslate } from 'react-admin';

/** Spec 2.3: a progress bar across the top while data loads (the session's own bar is ConsoleSessionGate's). */
export function LoadingBar() {
  const translate = useTranslate();
  const loading = useLoading();
  if (!loading) return null;
  return <LinearProgress aria-label={translate('shell.layout.loading')} sx={{ position: 'sticky', top: 0, zIndex: 1, height: 3, mb: '-3px' }} />;
}
