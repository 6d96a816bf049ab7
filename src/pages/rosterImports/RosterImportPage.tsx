import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { RosterImport } from '../../../resources/students/rosterImport';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionHeading } from '../sections/SectionHeading';
import { rosterImportsApi } from './rosterImportApi';
import { RosterHistory } from './RosterHistory';
import { RosterImportView } from './RosterImportView';
import { RosterNightly } from './RosterNightly';
import { RosterUpload } from './RosterUpload';

/** A district's imports: a file uploaded and checked, the nightly import from its folder, what an import would change (then changed), and the earlier ones. */
function DistrictImports({ districtId }: { districtId: number }) {
  const queryClient = useQueryClient();
  const historyKey = ['roster-imports', districtId];
  const history = useQuery({ queryKey: historyKey, queryFn: () => rosterImportsApi.history(districtId) });
  const [shown, setShown] = useState<RosterImport>();
  const show = (rosterImport: RosterImport) => {
    setShown(rosterImport);
    void queryClient.invalidateQueries({ queryKey: historyKey });
  };
  return (
    <>
      <RosterUpload districtId={districtId} onChecked={show} />
      <RosterNightly districtId={districtId} onRun={show} />
      {shown && <RosterImportView key={shown.id} rosterImport={shown} districtId={districtId} onChange={show} />}
      <RosterHistory history={history} shownId={shown?.id} onOpen={async (id) => setShown(await rosterImportsApi.one(id, districtId))} />
    </>
  );
}

/**
 * Students from the district's SIS (/students/import, behind STUDENT_EDIT): a OneRoster zip or the
 * template uploaded and checked, its schools matched to campuses, then applied. A district's users
 * import into their district; operator staff choose one first.
 */
export default function RosterImportPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const { account } = useConsoleSession();
  const own = account.district?.districtId;
  const { data: districts = [] } = useGetList('districts', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } }, { enabled: own === undefined });
  const [chosen, setChosen] = useState<number | undefined>(own);
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '80ch' }}>{translate('rosterImports.intro')}</Typography>
      {own === undefined && (
        <TextField
          select size="small" label={translate('rosterImports.district')} value={chosen ?? ''} sx={{ width: { xs: '100%', sm: 420 }, mb: 2 }}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {districts.map((district) => <MenuItem key={district.id} value={district.id}>{district.name}</MenuItem>)}
        </TextField>
      )}
      {chosen === undefined
        ? <Typography color="text.secondary">{translate('rosterImports.chooseDistrict')}</Typography>
        : <DistrictImports key={chosen} districtId={chosen} />}
    </>
  );
}
