import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { RESOURCES } from '../../../resources';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import { SectionHeading } from '../sections/SectionHeading';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { totalText } from '../../providers/listPage';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';

/** The sections the Inspections menu item leads to, in the order a yard works through its day. */
const SECTIONS = ['vehicle-inspections', 'end-of-day-inspections', 'end-of-ride-inspections'] as const;
/** The follow-up states worth a glance from the landing page: work waiting, and vehicles kept off the road. */
const WAITING = ['reported', 'mechanic_assigned', 'out_of_service'] as const;

const listHref = (name: string, status?: string) => (status ? `/${name}?filter=${encodeURIComponent(JSON.stringify({ status }))}` : `/${name}`);

function WaitingCount({ resource, status }: { resource: string; status: (typeof WAITING)[number] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const waiting = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter: { status } });
  const any = Boolean(waiting.data?.length);
  return (
    <Chip
      component={Link} to={listHref(resource, status)} clickable variant={any ? 'filled' : 'outlined'}
      color={any && status !== 'out_of_service' ? 'warning' : 'default'}
      label={`${translate(`inspections.landing.waiting.${status}`)}: ${totalText(waiting, locale) ?? '…'}`}
    />
  );
}

function SectionCard({ resource }: { resource: ResourceDeclaration }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2">{translate(`resources.${resource.name}.name`, { smart_count: 2 })}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(`inspections.landing.about.${resource.name}`)}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {WAITING.map((status) => <WaitingCount key={status} resource={resource.name} status={status} />)}
        </Stack>
      </CardContent>
      <CardActions>
        <Button component={Link} to={listHref(resource.name)} variant="contained">{translate('inspections.landing.open')}</Button>
      </CardActions>
    </Card>
  );
}

/**
 * The Inspections menu item (spec 2.4): one card per kind of inspection this user may view, each
 * with the work waiting in the shop and a way into its list (spec 2.5).
 */
export default function InspectionsLandingPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const ability = useConsoleAbility();
  const sections = SECTIONS.map((name) => RESOURCES.find((resource) => resource.name === name)!).filter((resource) => ability.can(...resource.permissions.view));
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{translate('inspections.landing.intro')}</Typography>
      <Grid container spacing={2}>
        {sections.map((resource) => <Grid key={resource.name} size={{ xs: 12, md: 4 }}><SectionCard resource={resource} /></Grid>)}
      </Grid>
    </>
  );
}
