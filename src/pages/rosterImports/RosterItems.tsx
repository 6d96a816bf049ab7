import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { RosterItemKind, RosterOutcome, RosterPlanItem, RosterProblem } from '../../../resources/students/rosterImport';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { changedFieldLabel, changedValue } from './rosterValues';

type Shown = RosterItemKind | 'rejected';

const COUNT_OF: Record<Shown, keyof RosterOutcome['counts']> = { add: 'added', change: 'changed', drop: 'dropped', rejected: 'rejected' };
const DONE_TAB: Record<Shown, string> = { add: 'added', change: 'changed', drop: 'dropped', rejected: 'rejected' };

function Rows({ head, children, empty }: { head: string[]; children: ReactNode[]; empty: boolean }) {
  const translate = useTranslate();
  if (empty) return <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>{translate('rosterImports.empty')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead><TableRow>{head.map((label) => <TableCell key={label}>{label}</TableCell>)}</TableRow></TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}

/** A changed student's fields, one a line: "Grade: 3 → 4". */
function Changes({ item }: { item: RosterPlanItem }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  return (
    <>
      {(item.changes ?? []).map((change) => (
        <Typography key={change.field} variant="body2">
          <strong>{changedFieldLabel(change.field, translate)}:</strong> {changedValue(change, change.from, translate, formats)} → {changedValue(change, change.to, translate, formats)}
        </Typography>
      ))}
    </>
  );
}

/** The tab opened first: the drops of a run stopped for them, else the first kind the file has any of. */
const firstShown = (outcome: RosterOutcome, stopped: boolean): Shown =>
  (stopped ? 'drop' : (Object.keys(COUNT_OF) as Shown[]).find((kind) => outcome.counts[COUNT_OF[kind]] > 0) ?? 'add');

/** The students a file adds, changes and drops, and the lines it refuses, a tab each; the first of each kind only when there are many. */
export function RosterItems({ outcome, applied, stopped }: { outcome: RosterOutcome; applied: boolean; stopped: boolean }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const [shown, setShown] = useState<Shown>(() => firstShown(outcome, stopped));
  const count = outcome.counts[COUNT_OF[shown]];
  const listed = shown === 'rejected' ? outcome.rejected.length : outcome.items[shown].length;
  const column = (key: string) => translate(`rosterImports.columns.${key}`);
  const students = (items: RosterPlanItem[], withChanges: boolean) => (
    <Rows head={[column('student'), column('sourcedId'), ...(withChanges ? [column('changes')] : [])]} empty={!items.length}>
      {items.map((item) => (
        <TableRow key={item.sourcedId}>
          <TableCell>{item.name}</TableCell>
          <TableCell>{item.sourcedId}</TableCell>
          {withChanges && <TableCell><Changes item={item} /></TableCell>}
        </TableRow>
      ))}
    </Rows>
  );
  const problems = (lines: RosterProblem[]) => (
    <Rows head={[column('file'), column('line'), column('field'), column('problem'), column('sourcedId')]} empty={!lines.length}>
      {lines.map((problem) => (
        <TableRow key={`${problem.file}:${problem.line}:${problem.field ?? ''}`}>
          <TableCell>{problem.file}</TableCell>
          <TableCell>{formats.number(problem.line)}</TableCell>
          <TableCell>{problem.field ?? '—'}</TableCell>
          <TableCell>{problem.message}</TableCell>
          <TableCell>{problem.sourcedId ?? '—'}</TableCell>
        </TableRow>
      ))}
    </Rows>
  );

  return (
    <Box component="section">
      <Tabs value={shown} onChange={(_event, value: Shown) => setShown(value)} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {(Object.keys(COUNT_OF) as Shown[]).map((kind) => (
          <Tab key={kind} value={kind} label={translate(`rosterImports.tabs.${applied ? DONE_TAB[kind] : kind}`, { count: formats.number(outcome.counts[COUNT_OF[kind]]) })} />
        ))}
      </Tabs>
      {listed < count && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('rosterImports.dryRun.firstOnly', { shown: formats.number(listed), total: formats.number(count) })}</Typography>}
      {shown === 'rejected' ? problems(outcome.rejected) : students(outcome.items[shown], shown === 'change')}
    </Box>
  );
}
