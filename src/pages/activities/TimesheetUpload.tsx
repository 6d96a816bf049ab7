import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { EXAMPLE_UPLOAD, MAX_UPLOAD_BYTES, MAX_UPLOAD_ROWS, UPLOAD_COLUMNS } from '../../../resources/timesheet-entries/upload';
import { FileSendRow, FileSendStatus, type SendProgress } from '../sections/FileSend';
import { UploadResult } from './UploadResult';
import { uploadTimesheet, type UploadOutcome } from './uploadTimesheet';

const EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(EXAMPLE_UPLOAD)}`;

/**
 * The bulk upload of timesheet entries: a CSV file picked, sent with its progress shown, and the
 * answer — the entries saved, or every row's problem with its line and nothing saved.
 */
export function TimesheetUpload() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<SendProgress>();
  const [outcome, setOutcome] = useState<UploadOutcome>();
  const tooLarge = file && file.size > MAX_UPLOAD_BYTES;

  const send = async () => {
    if (!file || tooLarge) return;
    setOutcome(undefined);
    setProgress({ name: file.name, fraction: 0 });
    const result = await uploadTimesheet(file, (fraction) => setProgress({ name: file.name, fraction }));
    setProgress(undefined);
    setOutcome(result);
    if (result.kind === 'saved') {
      setFile(undefined);
      refresh();
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{translate('work.upload.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('work.upload.help', { columns: UPLOAD_COLUMNS.join(', '), rows: MAX_UPLOAD_ROWS })}
        </Typography>
        <Link href={EXAMPLE_HREF} download="timesheet-example.csv" variant="body2">{translate('work.upload.template')}</Link>
        <FileSendRow
          accept=".csv,text/csv" chooseLabel={translate('work.upload.choose')} sendLabel={translate('work.upload.send')}
          file={file} busy={Boolean(progress)} canSend={!tooLarge} onSend={send}
          onChoose={(chosen) => {
            setFile(chosen);
            setOutcome(undefined);
          }}
        />
        {tooLarge && <Typography color="error" variant="body2">{translate('work.upload.tooLarge', { size: `${MAX_UPLOAD_BYTES / 1024} kB` })}</Typography>}
        {progress && <FileSendStatus progress={progress} text={progress.fraction < 1 ? translate('work.upload.sending', { name: progress.name }) : translate('work.upload.checking')} />}
        {outcome && <UploadResult outcome={outcome} />}
      </CardContent>
    </Card>
  );
}
