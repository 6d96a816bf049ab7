import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** The server folder the district's SIS export or SFTP drop writes to, shown as it is to be typed, with a button that copies it. */
export function RosterDropFolder({ folder }: { folder: string }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  // Outside a secure context (plain HTTP) the browser offers no clipboard, and no button is shown: the folder's text is selected whole with one click instead.
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  const copy = () => clipboard?.writeText(folder).then(() => setCopied(true), () => undefined);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">{translate('rosterImports.nightly.folder')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5, maxWidth: '80ch' }}>{translate('rosterImports.nightly.folderHelp')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
        <Box
          component="code" data-testid="roster-drop-folder"
          sx={{
            fontFamily: 'monospace', fontSize: '0.875rem', px: 1, py: 0.5, borderRadius: 1, bgcolor: 'action.hover', color: 'text.primary',
            userSelect: 'all', overflowWrap: 'anywhere', minWidth: 0,
          }}
        >
          {folder}
        </Box>
        {clipboard && (
          <Tooltip title={translate(copied ? 'rosterImports.nightly.copied' : 'rosterImports.nightly.copy')} onClose={() => setCopied(false)}>
            <IconButton size="small" aria-label={translate('rosterImports.nightly.copy')} onClick={copy}><ContentCopyIcon fontSize="small" /></IconButton>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}
