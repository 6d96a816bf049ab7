import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** A file on its way: its name and the share of it sent (1 once sent, while the server reads it). */
export type SendProgress = { name: string; fraction: number } | undefined;

/**
 * A file picked and sent: the button that picks it (any file of `accept`), its name once picked, and
 * the button that sends it, both held while one is on its way or while `canSend` says no.
 */
export function FileSendRow({ accept, chooseLabel, sendLabel, file, busy, canSend, onChoose, onSend }: {
  accept: string;
  chooseLabel: string;
  sendLabel: string;
  file: File | undefined;
  busy: boolean;
  canSend: boolean;
  onChoose: (file: File | undefined) => void;
  onSend: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
        {chooseLabel}
        <input
          hidden type="file" accept={accept} aria-label={chooseLabel}
          onChange={(event) => {
            onChoose(event.target.files?.[0]);
            // Picking the same file again is a choice too.
            event.target.value = '';
          }}
        />
      </Button>
      {file && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>}
      <Button variant="contained" disabled={!file || !canSend || busy} onClick={onSend}>{sendLabel}</Button>
    </Box>
  );
}

/** How far a file's sending has got: a filling bar while it goes, a running one while the server reads it. */
export function FileSendStatus({ progress, text }: { progress: NonNullable<SendProgress>; text: string }) {
  return (
    <Box sx={{ mb: 2 }} role="status">
      <Typography variant="body2">{text}</Typography>
      <LinearProgress variant={progress.fraction < 1 ? 'determinate' : 'indeterminate'} value={progress.fraction * 100} aria-label={progress.name} />
    </Box>
  );
}
