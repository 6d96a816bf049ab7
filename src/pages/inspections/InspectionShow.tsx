import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Show, SimpleShowLayout, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { RESOURCES } from '../../../resources';
import type { FieldDeclaration } from '../../../resources/engine/fields';
import type { InspectionDefect } from '../../../resources/vehicle-inspections/inspection';
import { TransitionButtons } from '../../resources/TransitionButtons';
import { fieldFor } from '../../resources/fieldViews';
import { useReadableFields } from '../../resources/GeneratedViews';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { SectionHeading } from '../sections/SectionHeading';

const STEPS = ['reported', 'mechanic_assigned', 'assessed'] as const;
const ASSESSED = ['repaired', 'out_of_service', 'no_defect'];
/** Shown in their own cards rather than as plain fields. */
const IN_CARDS = ['defects', 'status', 'mechanicName', 'assessment'];

function InspectionHeading() {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useAccountFormats();
  if (!record) return null;
  return (
    <>
      <SectionHeading>{translate(`inspections.show.title.${record.kind}`)}</SectionHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>{translate('inspections.show.inspectedAt', { at: format.dateTime(record.inspectedAt) })}</Typography>
    </>
  );
}

/** Where a failed inspection stands in the shop: reported, mechanic assigned, assessed (and how). */
function FollowUpCard() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const status = String(record.status);
  const active = ASSESSED.includes(status) ? 3 : STEPS.indexOf(status as (typeof STEPS)[number]);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>{translate('inspections.show.followUp')}</Typography>
        {status === 'no_follow_up' ? <Typography color="text.secondary">{translate('inspections.show.nothingToFollow')}</Typography> : (
          <Stepper activeStep={active} orientation="vertical" aria-label={translate('inspections.show.followUp')}>
            {STEPS.map((step, index) => (
              <Step key={step} completed={index < active}>
                <StepLabel optional={stepDetail(step, record, translate)}>
                  {step === 'assessed' && ASSESSED.includes(status) ? translate(`choices.${status}`) : translate(`inspections.show.steps.${step}`)}
                </StepLabel>
              </Step>
            ))}
          </Stepper>
        )}
      </CardContent>
    </Card>
  );
}

function stepDetail(step: (typeof STEPS)[number], record: Record<string, unknown>, translate: ReturnType<typeof useTranslate>) {
  const text = step === 'mechanic_assigned' && record.mechanicName ? translate('inspections.show.mechanic', { name: record.mechanicName })
    : step === 'assessed' ? record.assessment : null;
  return text ? <Typography variant="caption" color="text.secondary">{String(text)}</Typography> : undefined;
}

function DefectsCard() {
  const record = useRecordContext();
  const translate = useTranslate();
  const defects = (record?.defects ?? []) as InspectionDefect[];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{translate('inspections.show.defects')}</Typography>
        {defects.length === 0 ? <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('inspections.show.noDefects')}</Typography> : (
          <List dense aria-label={translate('inspections.show.defects')}>
            {defects.map((defect, index) => <ListItem key={`${defect.item}-${index}`} disableGutters divider><ListItemText primary={defect.item} secondary={defect.note} /></ListItem>)}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** The record's other fields, those the driver or the shop filled in. */
function FilledFields({ fields }: { fields: [string, FieldDeclaration][] }) {
  const record = useRecordContext();
  const filled = fields.filter(([field]) => record?.[field] !== null && record?.[field] !== undefined && record?.[field] !== '');
  return <SimpleShowLayout>{filled.map(([field, declaration]) => fieldFor(field, declaration))}</SimpleShowLayout>;
}

/**
 * An inspection's page (spec 2.5, each kind in its own section): what the driver found, where the
 * shop's follow-up stands, and the next step this user's codes allow.
 */
export default function InspectionShow() {
  const name = useResourceContext()!;
  const resource = RESOURCES.find((declaration) => declaration.name === name)!;
  const fields = useReadableFields(resource).filter(([field]) => !IN_CARDS.includes(field));
  return (
    <Show resource={name}>
      <InspectionHeading />
      <TransitionButtons resource={resource} />
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 7 }}><DefectsCard /></Grid>
        <Grid size={{ xs: 12, md: 5 }}><FollowUpCard /></Grid>
      </Grid>
      <FilledFields fields={fields} />
    </Show>
  );
}
