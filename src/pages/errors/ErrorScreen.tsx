import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { SHELL_PATHS } from '../../shell/routes/shellPaths';
import { appErrorFromState, type AppError } from './appError';
import { StatusPage } from './StatusPage';

/**
 * /error (spec 2.10). The error arrives in the navigation state; the screen takes it and clears the
 * state at once, so that leaving the screen clears the error (spec 4.10) and coming back shows none.
 */
export function ErrorScreen() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [error] = useState(() => appErrorFromState(location.state));
  useEffect(() => {
    if (location.state) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);

  return (
    <StatusPage
      fullScreen
      icon={<ErrorOutline />}
      title={translate('shell.errors.error.title')}
      lines={[error?.text ?? translate('shell.errors.error.defaultMessage')]}
      actions={
        <>
          <Button variant="contained" disableElevation onClick={() => navigate(SHELL_PATHS.home)}>
            {translate('shell.errors.error.goHome')}
          </Button>
          <Button variant="outlined" onClick={() => window.location.assign(SHELL_PATHS.logout)}>
            {translate('shell.errors.error.logout')}
          </Button>
        </>
      }
    >
      {error?.originalError && <OriginalErrorBlock error={error.originalError} />}
    </StatusPage>
  );
}

/**
 * Spec 2.10: under the text, one of the server's context id (its own error, whose message is the
 * text), "Original Error:" with whatever else answered, or the dump of an error that is no answer.
 */
function OriginalErrorBlock({ error }: { error: NonNullable<AppError['originalError']> }) {
  const translate = useTranslate();
  if ('webError' in error && error.webError.contextId) {
    return <Typography color="text.secondary">{translate('shell.errors.error.contextId', { id: error.webError.contextId })}</Typography>;
  }
  const heading = 'webError' in error ? translate('shell.errors.error.originalError') : null;
  const dump = 'webError' in error ? (typeof error.webError.data === 'string' ? error.webError.data : JSON.stringify(error.webError.data, null, 2)) : error.unknownError;
  return (
    <Box sx={{ mt: 2, textAlign: 'left' }}>
      {heading && <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{heading}</Typography>}
      <Box component="pre" sx={{ m: 0, p: 1.5, maxHeight: 240, overflow: 'auto', fontSize: 12, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {dump}
      </Box>
    </Box>
  );
}
