import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { RosterImport, RosterOrg } from '../../../resources/students/rosterImport';
import { refusalText } from '../../providers/consoleApi';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { rosterImportsApi, type RosterWorkProgress } from './rosterImportApi';
import { RosterProgress } from './RosterProgress';

const NONE = '';

/** The campus a school is matched to, or the one offered by its name while it is not. */
const chosenAtFirst = (orgs: RosterOrg[]) => Object.fromEntries(orgs.map((org) => [org.sourcedId, org.campusId ?? org.suggestedCampusId ?? null]));

interface RosterSchoolsProps {
  rosterImport: RosterImport;
  districtId: number;
  onChecked: (rosterImport: RosterImport) => void;
}

/**
 * The schools of the file, each with the district's campus it is; a school not matched yet, or a
 * match changed here, is saved (and kept for later imports) and the file checked again with it.
 */
export function RosterSchools({ rosterImport, districtId, onChecked }: RosterSchoolsProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const orgs = rosterImport.outcome?.orgs ?? [];
  const { data: campuses = [] } = useGetList('campuses', { filter: { districtId }, pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } });
  const [chosen, setChosen] = useState<Record<string, number | null>>(() => chosenAtFirst(orgs));
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<RosterWorkProgress>();
  const [refusal, setRefusal] = useState<string>();
  const unmatched = orgs.filter((org) => org.campusId === null).length;
  const pending = orgs.some((org) => org.campusId === null || chosen[org.sourcedId] !== org.campusId);

  const save = async () => {
    setSaving(true);
    setRefusal(undefined);
    try {
      await rosterImportsApi.saveOrgCampuses(orgs.map((org) => ({ orgSourcedId: org.sourcedId, orgName: org.name, campusId: chosen[org.sourcedId] ?? null })), districtId);
      onChecked(await rosterImportsApi.checkAgain(rosterImport.id, districtId, setProgress));
    } catch (error) {
      setRefusal(refusalText(error, translate('rosterImports.upload.failed')));
    } finally {
      setSaving(false);
      setProgress(undefined);
    }
  };

  if (!orgs.length) return null;
  return (
    <Box component="section" aria-label={translate('rosterImports.schools.title')} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{translate('rosterImports.schools.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('rosterImports.schools.help')}</Typography>
      {unmatched > 0 && <Alert severity="warning" sx={{ mb: 1 }}>{translate('rosterImports.schools.unmatched', { smart_count: unmatched })}</Alert>}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('rosterImports.schools.school')}</TableCell>
              <TableCell align="right">{translate('rosterImports.schools.students')}</TableCell>
              <TableCell>{translate('rosterImports.schools.campus')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orgs.map((org) => (
              <TableRow key={org.sourcedId}>
                <TableCell>
                  <Typography variant="body2">{org.name}</Typography>
                  <Typography variant="caption" color="text.secondary">{org.sourcedId}</Typography>
                </TableCell>
                <TableCell align="right">{formats.number(org.students)}</TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <TextField
                    select size="small" fullWidth value={chosen[org.sourcedId] ?? NONE} disabled={saving}
                    label={translate('rosterImports.schools.campus')}
                    helperText={org.campusId === null && org.suggestedCampusId !== null && chosen[org.sourcedId] === org.suggestedCampusId ? translate('rosterImports.schools.suggested') : undefined}
                    onChange={(event) => setChosen({ ...chosen, [org.sourcedId]: event.target.value === NONE ? null : Number(event.target.value) })}
                  >
                    <MenuItem value={NONE}><em>{translate('rosterImports.schools.none')}</em></MenuItem>
                    {campuses.map((campus) => <MenuItem key={campus.id} value={campus.id}>{campus.name}</MenuItem>)}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {refusal && <Alert severity="error" sx={{ mt: 1 }}>{refusal}</Alert>}
      {pending && (
        <Button variant="outlined" sx={{ mt: 1.5 }} disabled={saving} onClick={save}>
          {translate(saving ? 'rosterImports.schools.saving' : 'rosterImports.schools.save')}
        </Button>
      )}
      {progress && <Box sx={{ mt: 1.5 }}><RosterProgress progress={progress} name={rosterImport.fileName} /></Box>}
    </Box>
  );
}
