import Typography from '@mui/material/Typography';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { timesheetEntries } from '../../../resources/timesheet-entries';
import { ResourceList } from '../../resources/GeneratedViews';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionHeading } from '../sections/SectionHeading';
import { TimesheetUpload } from './TimesheetUpload';

/**
 * Activities (menu "Activities", /activities): the timesheet upload for those with its code, then the
 * entries — ticked ones approved at once by those with the bulk approval code.
 */
export default function ActivitiesPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const ability = useConsoleAbility();
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('work.activities.intro')}</Typography>
      {ability.can('upload', 'timesheet-entries') && <TimesheetUpload />}
      <Typography variant="h6" component="h2">{translate('work.activities.entries')}</Typography>
      <ResourceContextProvider value={timesheetEntries.name}>
        <ResourceList resource={timesheetEntries} heading={false} />
      </ResourceContextProvider>
    </>
  );
}
