import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_ROSTER_BYTES, type RosterImport } from '../../../resources/students/rosterImport';
import { rosterImportsApi, uploadRoster } from './rosterImportApi';

type Progress = { name: string; fraction: number } | undefined;

/** A roster file picked and sent with its progress shown; the server's dry run of it is handed on, or its refusal shown in its words. */
export function RosterUpload({ districtId, onChecked }: { districtId: number; onChecked: (rosterImport: RosterImport) => void }) {
  const translate = useTranslate();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<Progress>();
  const [refusal, setRefusal] = useState<string>();
  const tooLarge = Boolean(file && file.size > MAX_ROSTER_BYTES);

  const send = async () => {
    if (!file || tooLarge) return;
    setRefusal(undefined);
    setProgress({ name: file.name, fraction: 0 });
    try {
      onChecked(await uploadRoster(file, districtId, (fraction) => setProgress({ name: file.name, fraction })));
      setFile(undefined);
    } catch (error) {
      setRefusal((error as Error).message || translate('rosterImports.upload.failed'));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{translate('rosterImports.upload.title')}</Typography>
        <Link href={rosterImportsApi.templateHref(districtId)} download="roster-template.csv" variant="body2">{translate('rosterImports.upload.template')}</Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={Boolean(progress)}>
            {translate('rosterImports.upload.choose')}
            <input
              hidden type="file" accept=".zip,.csv,application/zip,text/csv" aria-label={translate('rosterImports.upload.choose')}
              onChange={(event) => {
                setFile(event.target.files?.[0]);
                setRefusal(undefined);
                event.target.value = '';
              }}
            />
          </Button>
          {file && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>}
          <Button variant="contained" disabled={!file || tooLarge || Boolean(progress)} onClick={send}>{translate('rosterImports.upload.send')}</Button>
        </Box>
        {tooLarge && <Alert severity="error">{translate('rosterImports.upload.tooLarge', { size: `${MAX_ROSTER_BYTES / 1024 / 1024} MB` })}</Alert>}
        {progress && (
          <Box role="status">
            <Typography variant="body2">{translate(progress.fraction < 1 ? 'rosterImports.upload.sending' : 'rosterImports.upload.checking', { name: progress.name })}</Typography>
            <LinearProgress variant={progress.fraction < 1 ? 'determinate' : 'indeterminate'} value={progress.fraction * 100} aria-label={progress.name} />
          </Box>
        )}
        {refusal && <Alert severity="error">{refusal}</Alert>}
      </CardContent>
    </Card>
  );
}
