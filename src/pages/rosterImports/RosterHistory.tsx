import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { RosterImport } from '../../../resources/students/rosterImport';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { fileRead } from './rosterValues';

interface RosterHistoryProps {
  history: UseQueryResult<RosterImport[]>;
  shownId?: number;
  onOpen: (id: number) => void;
}

/** The district's earlier imports, newest first: when, uploaded or nightly, which file, how far it went (and why not further) and its counts; each can be shown again. */
export function RosterHistory({ history, shownId, onOpen }: RosterHistoryProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const imports = history.data ?? [];
  const figures = (rosterImport: RosterImport) => {
    const counts = rosterImport.outcome?.counts;
    if (!counts || !fileRead(rosterImport.status)) return '—';
    return translate('rosterImports.history.figures', Object.fromEntries(Object.entries(counts).map(([kind, count]) => [kind, formats.number(count)])));
  };
  return (
    <Box component="section" aria-label={translate('rosterImports.history.title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('rosterImports.history.title')}</Typography>
      {history.isPending && <LinearProgress />}
      {history.isError && <Alert severity="error">{translate('rosterImports.history.failed')}</Alert>}
      {history.isSuccess && !imports.length && <Typography variant="body2" color="text.secondary">{translate('rosterImports.history.empty')}</Typography>}
      {imports.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {['date', 'source', 'file', 'status', 'counts'].map((key) => <TableCell key={key}>{translate(`rosterImports.history.${key}`)}</TableCell>)}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {imports.map((rosterImport) => (
                <TableRow key={rosterImport.id} selected={rosterImport.id === shownId}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formats.dateTime(rosterImport.createdAt)}</TableCell>
                  <TableCell>{translate(`rosterImports.source.${rosterImport.source}`)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{rosterImport.fileName || '—'}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Typography variant="body2">{translate(`rosterImports.status.${rosterImport.status}`)}</Typography>
                    {rosterImport.error && (
                      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere', maxWidth: '60ch' }}>{rosterImport.error}</Typography>
                    )}
                  </TableCell>
                  <TableCell>{figures(rosterImport)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => onOpen(rosterImport.id)} aria-label={`${translate('rosterImports.history.open')} ${rosterImport.fileName || formats.dateTime(rosterImport.createdAt)}`}>
                      {translate('rosterImports.history.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
