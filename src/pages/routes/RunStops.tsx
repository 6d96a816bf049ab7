import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { Link, useCreatePath, useDataProvider, useFieldValue, useGetMany, useRecordContext, useTranslate, type FieldProps, type RaRecord } from 'react-admin';
import { weekDayOf } from '../../../resources/engine/calendarDay';
import { NEEDS } from '../../../resources/routes/sheet';
import type { RunStop } from '../../../resources/transportation-requests/busLookup';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { useRecordName } from '../../resources/useRecordName';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useAccountFormats } from '../../shell/useAccountFormats';

/** Each stop's cells start level with its first student. */
const TOP = { verticalAlign: 'top' } as const;

/**
 * A run's stops in order on its page: address, time and the students at each on the day of its next
 * ride (their assignments) — their names, with what they need aboard, to those who may view
 * students; how many, to the others.
 */
export default function RunStops(props: FieldProps & { source: string }) {
  const stops = (useFieldValue(props) ?? []) as RunStop[];
  const run = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const { timeOfDay, date } = useAccountFormats();
  const mayViewStudents = useConsoleAbility().can('view', 'students');
  const { data: riders } = useQuery({ queryKey: ['routes', 'students', run?.id], queryFn: () => dataProvider.runStudents(run!.id), enabled: run?.id !== undefined });
  const atStop = new Map((riders?.stops ?? []).map((stop) => [stop.sequence, stop]));
  const ids = (riders?.stops ?? []).flatMap((stop) => stop.studentIds ?? []);
  const { data: students = [] } = useGetMany('students', { ids }, { enabled: mayViewStudents && ids.length > 0 });
  const byId = new Map(students.map((student) => [student.id, student]));
  return (
    <Table size="small" aria-label={translate('records.stops.label')}>
      <TableHead>
        <TableRow>
          {['stop', 'address', 'time'].map((column) => <TableCell key={column}>{translate(`records.stops.${column}`)}</TableCell>)}
          <TableCell>{riders ? translate('records.stops.studentsOn', { day: `${translate(`choices.${weekDayOf(riders.day)}`)}, ${date(riders.day)}` }) : translate('records.stops.students')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {stops.map((stop) => (
          <TableRow key={stop.sequence} sx={TOP}>
            <TableCell>{stop.sequence}</TableCell>
            <TableCell>{stop.address}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{stop.time ? timeOfDay(stop.time) : '—'}</TableCell>
            <TableCell>
              {!riders ? '…'
                : atStop.get(stop.sequence)?.studentIds
                  ? atStop.get(stop.sequence)!.studentIds!.map((id) => <StudentAtStop key={id} student={byId.get(id)} />)
                  : translate('records.stops.count', { smart_count: atStop.get(stop.sequence)?.studentCount ?? 0 })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function StudentAtStop({ student }: { student?: RaRecord }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const nameOf = useRecordName('students');
  if (!student) return null;
  const needs = NEEDS.filter((need) => student[need]).map((need) => translate(`resources.students.fields.${need}`));
  return (
    <div>
      <Link to={createPath({ resource: 'students', id: student.id, type: 'show' })}>{nameOf(student)}</Link>
      {needs.length > 0 && ` · ${needs.join(', ')}`}
    </div>
  );
}
