import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { AutocompleteInput, Form, NumberInput, ReferenceInput, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { busLookupOf, busLookupSearch } from '../../../resources/transportation-requests/busLookupSearch';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionHeading } from '../sections/SectionHeading';
import { BusLookupResults } from './BusLookupResults';

const requestText = (request: { studentName?: string; address?: string }) => `${request.studentName ?? ''} · ${request.address ?? ''}`;

/** The home and campus to look up: a request that has both, or a campus with an address or coordinates. */
function BusLookupForm({ values, onSubmit }: { values: FieldValues; onSubmit: (values: FieldValues) => void }) {
  const translate = useTranslate();
  const ability = useConsoleAbility();
  const t = (key: string) => translate(`busLookup.form.${key}`);
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Form record={values} onSubmit={onSubmit}>
          <Grid container spacing={2} sx={{ alignItems: 'center' }}>
            {ability.can('view', 'transportation-requests') && (
              <Grid size={{ xs: 12, md: 6 }}>
                <ReferenceInput source="requestId" reference="transportation-requests" sort={{ field: 'requestedStartDate', order: 'DESC' }}>
                  <AutocompleteInput label={t('request')} optionText={requestText} helperText={false} />
                </ReferenceInput>
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 6 }}>
              <ReferenceInput source="campusId" reference="campuses" sort={{ field: 'name', order: 'ASC' }}>
                <AutocompleteInput label={t('campus')} helperText={false} />
              </ReferenceInput>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}><TextInput source="address" label={t('address')} helperText={false} /></Grid>
            <Grid size={{ xs: 6, md: 2 }}><NumberInput source="lat" label={t('lat')} helperText={false} /></Grid>
            <Grid size={{ xs: 6, md: 2 }}><NumberInput source="lng" label={t('lng')} helperText={false} /></Grid>
            <Grid size={{ xs: 12, md: 2 }}><Button type="submit" variant="contained" fullWidth>{t('find')}</Button></Grid>
          </Grid>
        </Form>
      </CardContent>
    </Card>
  );
}

/**
 * The transportation request bus lookup (spec 2.5, TRANSPORTATION_REGISTRATION_BUS_LOOKUP_VIEW): the
 * lookup lives in the page's address, so a request links straight to its answer.
 */
export default function BusLookupPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const query = busLookupOf(search);
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('busLookup.intro')}</Typography>
      <BusLookupForm key={search.toString()} values={query ?? {}} onSubmit={(values) => setSearch(busLookupSearch(values))} />
      {query && <BusLookupResults query={query} />}
    </>
  );
}
