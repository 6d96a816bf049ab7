import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link, useCreatePath, useFieldValue, useGetMany, useTranslate, type FieldProps, type RaRecord } from 'react-admin';
import { NEEDS } from '../../../resources/routes/sheet';
import type { RunStop } from '../../../resources/transportation-requests/busLookup';
import { useRecordName } from '../../resources/useRecordName';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useAccountFormats } from '../../shell/useAccountFormats';

/** A run's stop as stored with the run: where, when, and the students picked up or dropped off there. */
export interface StoredStop extends RunStop {
  studentIds?: number[];
}

/** Each stop's cells start level with its first student. */
const TOP = { verticalAlign: 'top' } as const;

/**
 * A run's stops in order on its page: address, time and the students at each — their names, with
 * what they need aboard, to those who may view students; how many, to the others.
 */
export default function RunStops(props: FieldProps & { source: string }) {
  const stops = (useFieldValue(props) ?? []) as StoredStop[];
  const translate = useTranslate();
  const { timeOfDay } = useAccountFormats();
  const mayViewStudents = useConsoleAbility().can('view', 'students');
  const ids = stops.flatMap((stop) => stop.studentIds ?? []);
  const { data: students = [] } = useGetMany('students', { ids }, { enabled: mayViewStudents && ids.length > 0 });
  const byId = new Map(students.map((student) => [student.id, student]));
  return (
    <Table size="small" aria-label={translate('records.stops.label')}>
      <TableHead>
        <TableRow>
          {['stop', 'address', 'time', 'students'].map((column) => <TableCell key={column}>{translate(`records.stops.${column}`)}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {stops.map((stop) => (
          <TableRow key={stop.sequence} sx={TOP}>
            <TableCell>{stop.sequence}</TableCell>
            <TableCell>{stop.address}</TableCell>
            <TableCell>{stop.time ? timeOfDay(stop.time) : '—'}</TableCell>
            <TableCell>
              {mayViewStudents
                ? (stop.studentIds ?? []).map((id) => <StudentAtStop key={id} student={byId.get(id)} />)
                : translate('records.stops.count', { smart_count: stop.studentIds?.length ?? 0 })}
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
