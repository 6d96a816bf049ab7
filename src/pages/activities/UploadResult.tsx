import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { UploadOutcome } from './uploadTimesheet';

/** Where the entries of one upload are listed. */
export const uploadFilterHref = (uploadId: string) => `/activities?filter=${encodeURIComponent(JSON.stringify({ uploadId }))}`;

/** What became of an upload: the entries saved, or every problem with its line, or a failure. */
export function UploadResult({ outcome }: { outcome: UploadOutcome }) {
  const translate = useTranslate();
  if (outcome.kind === 'failed') return <Alert severity="error">{translate('work.upload.failed')}</Alert>;
  if (outcome.kind === 'saved') {
    return (
      <Alert severity="success" action={<Button component={Link} to={uploadFilterHref(outcome.uploadId)} size="small">{translate('work.upload.show')}</Button>}>
        {translate('work.upload.done', { smart_count: outcome.created, uploadId: outcome.uploadId })}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <strong>{outcome.message}</strong>
      {outcome.problems.length > 0 && (
        <Table size="small" aria-label={translate('work.upload.refused')} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>{translate('work.upload.line')}</TableCell>
              <TableCell>{translate('work.upload.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {outcome.problems.map((problem) => (
              <TableRow key={`${problem.line}:${problem.message}`}>
                <TableCell>{problem.line}</TableCell>
                <TableCell>{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Alert>
  );
}
