import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RESOURCES } from '../../../resources';
import { landingHref, resourceExportApi } from '../../../resources/content/contentMetadata';
import { DEFAULT_PERIOD, REPORT_APIS } from '../../../resources/reports/performance';
import { canAccessWith } from '../../shell/ability/canAccess';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionHeading } from '../sections/SectionHeading';
import { PeriodSelect } from './PeriodSelect';
import { RunPerformanceReport } from './RunPerformanceReport';

function ReportGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">{title}</Typography>
        <List dense>{children}</List>
      </CardContent>
    </Card>
  );
}

function ReportLink({ href, title, description }: { href: string; title: string; description?: string }) {
  return (
    <ListItem disableGutters>
      <ListItemText primary={<Link component={RouterLink} to={href}>{title}</Link>} secondary={description} />
    </ListItem>
  );
}

/**
 * Reports (spec 2.4, REPORT_VIEW): the operation's reports over a chosen period, and the CSV export of
 * every section the user may view; each opens through the content landing page, which says what
 * the file holds before the download (spec 2.9).
 */
export default function ReportsPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const ability = useConsoleAbility();
  const [period, setPeriod] = useState(DEFAULT_PERIOD);
  const params = { days: String(period) };
  const sections = RESOURCES.filter((resource) => canAccessWith(ability, { action: 'list', resource: resource.name }));
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Stack spacing={3} sx={{ maxWidth: 900 }}>
        <PeriodSelect value={period} onChange={setPeriod} />
        <ReportGroup title={translate('reports.operations')}>
          <ReportLink href={landingHref({ action: 'download', fileType: 'csv', contentApi: REPORT_APIS.onTime, params })} title={translate('reports.onTime')} description={translate('reports.onTimeDescription')} />
          <ReportLink href={landingHref({ action: 'download', fileType: 'csv', contentApi: REPORT_APIS.routeIssues, params })} title={translate('reports.routeIssues')} description={translate('reports.routeIssuesDescription')} />
          <RunPerformanceReport />
          <ReportLink href="/ridership" title={translate('shell.sections.ridership')} description={translate('reports.ridership.description')} />
          <ReportLink href="/insights" title={translate('reports.insights')} description={translate('reports.insightsDescription')} />
        </ReportGroup>
        <ReportGroup title={translate('reports.sectionExports')}>
          {sections.map((resource) => (
            <ReportLink
              key={resource.name}
              href={landingHref({ action: 'download', fileType: 'csv', contentApi: resourceExportApi(resource.name) })}
              title={translate(`resources.${resource.name}.name`, { smart_count: 2 })}
            />
          ))}
        </ReportGroup>
      </Stack>
    </>
  );
}
