import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RosterImport } from '../../../resources/students/rosterImport';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { RosterApply } from './RosterApply';
import { RosterItems } from './RosterItems';
import { RosterSchools } from './RosterSchools';
import { countsSentence, errorSeverity, fileRead, stillWaiting } from './rosterValues';

interface RosterImportViewProps {
  rosterImport: RosterImport;
  districtId: number;
  onChange: (rosterImport: RosterImport) => void;
}

/**
 * One import: what its file would change (or did), its schools' campuses while it may still be applied
 * (a night's run stopped included), the students it names, and why a night's run stopped, failed or was skipped.
 */
export function RosterImportView({ rosterImport, districtId, onChange }: RosterImportViewProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const { status, fileName, source } = rosterImport;
  const outcome = fileRead(status) ? rosterImport.outcome : null;
  const applied = status === 'applied';
  const waiting = stillWaiting(status);
  const titleKey = { applied: 'appliedTitle', checked: 'title', stopped: 'title', failed: 'failedTitle', skipped: 'skippedTitle' }[status];
  const { added, changed, dropped } = outcome?.counts ?? { added: 0, changed: 0, dropped: 0 };
  const changesAny = added + changed + dropped > 0;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} aria-label={fileName || translate('rosterImports.source.nightly')} component="section">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {translate(`rosterImports.dryRun.${titleKey}`, { name: fileName })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {[
            translate(source === 'nightly' ? 'rosterImports.dryRun.ranAt' : 'rosterImports.dryRun.uploadedAt', { date: formats.dateTime(rosterImport.createdAt) }),
            rosterImport.appliedAt && translate('rosterImports.dryRun.appliedAt', { date: formats.dateTime(rosterImport.appliedAt) }),
            fileName && translate(`rosterImports.dryRun.format.${rosterImport.format}`),
          ].filter(Boolean).join(' · ')}
        </Typography>
        {rosterImport.error && <Alert severity={errorSeverity(status)} sx={{ mb: 2, overflowWrap: 'anywhere' }}>{rosterImport.error}</Alert>}
        {outcome && (
          <>
            <Typography variant="body1" sx={{ fontWeight: 600, mb: 1 }} data-testid="roster-counts">{countsSentence(outcome.counts, applied, translate, formats)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(`rosterImports.dryRun.mode.${outcome.mode}`)}</Typography>
            {outcome.dropsWithheld && <Alert severity="warning" sx={{ mb: 2 }}>{translate('rosterImports.dryRun.dropsWithheld')}</Alert>}
            {applied && <Alert severity="success" sx={{ mb: 2 }}>{translate('rosterImports.apply.done', { added: formats.number(added), changed: formats.number(changed), dropped: formats.number(dropped) })}</Alert>}
            {!applied && !changesAny && <Alert severity="info" sx={{ mb: 2 }}>{translate('rosterImports.dryRun.noChanges')}</Alert>}
            {waiting && <RosterSchools rosterImport={rosterImport} districtId={districtId} onChecked={onChange} />}
            {waiting && changesAny && <RosterApply rosterImport={rosterImport} districtId={districtId} onApplied={onChange} />}
            <RosterItems outcome={outcome} applied={applied} stopped={rosterImport.status === 'stopped'} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
