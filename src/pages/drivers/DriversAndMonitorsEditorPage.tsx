import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { drivers } from '../../../resources/drivers';
import { monitors } from '../../../resources/monitors';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { ResourceCreate, ResourceEdit } from '../../resources/GeneratedViews';
import { BulkEditHeading } from '../bulkEdit/BulkEditScreen';
import { useYardNames } from '../bulkEdit/tenantRecords';
import { driverName } from './driverRecords';
import { StaffPicker } from './StaffPicker';

const STAFF = { drivers, monitors } as const;
type StaffKind = keyof typeof STAFF;

/**
 * The drivers-and-monitors editor (spec 2.5, behind editing drivers or monitors): one screen, a tab
 * for each kind the user may edit; pick a person from the list and change them in the form beside
 * it, or add a new one. The forms are the declarations' own, checked by the same rules as the API.
 */
export default function DriversAndMonitorsEditorPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const ability = useConsoleAbility();
  const kinds = (Object.keys(STAFF) as StaffKind[]).filter((kind) => ability.can('edit', kind));
  const [kind, setKind] = useState<StaffKind>(kinds[0] ?? 'drivers');
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const yards = useYardNames();
  const resource = STAFF[kind];
  const saved = (record: RaRecord) => {
    notify(translate('driverRecords.editor.saved', { name: driverName(record as RaRecord & { firstName: string; lastName: string }) }), { type: 'success' });
    setSelected(Number(record.id));
    refresh();
  };

  return (
    <>
      <BulkEditHeading titleKey={titleKey} introKey="driverRecords.editor.intro" />
      <Tabs value={kind} onChange={(_, next: StaffKind) => { setKind(next); setSelected(null); }} sx={{ mb: 2 }}>
        {kinds.map((each) => <Tab key={each} value={each} sx={{ textTransform: 'none', fontWeight: 600 }} label={translate(`resources.${each}.name`, { smart_count: 2 })} />)}
      </Tabs>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 2fr) 3fr' }, alignItems: 'start' }}>
        <Box>
          <StaffPicker key={kind} resource={kind} yards={yards} selected={typeof selected === 'number' ? selected : null} onSelect={setSelected} />
        </Box>
        <Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {translate(selected === 'new' ? `driverRecords.editor.new.${kind}` : selected === null ? 'driverRecords.editor.pick' : `driverRecords.editor.edit.${kind}`)}
            </Typography>
            {ability.can('create', kind) && selected !== 'new' && <Button variant="outlined" onClick={() => setSelected('new')}>{translate(`driverRecords.editor.add.${kind}`)}</Button>}
          </Stack>
          {selected === null && <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary' }}>{translate(`driverRecords.editor.hint.${kind}`)}</Paper>}
          {selected === 'new' && <ResourceCreate key={`${kind}-new`} resource={resource} onSaved={saved} />}
          {typeof selected === 'number' && <ResourceEdit key={`${kind}-${selected}`} resource={resource} id={selected} onSaved={saved} />}
        </Box>
      </Box>
    </>
  );
}
