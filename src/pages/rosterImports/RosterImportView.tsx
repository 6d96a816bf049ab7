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
import { countsSentence } from './rosterValues';

interface RosterImportViewProps {
  rosterImport: RosterImport;
  districtId: number;
  onChange: (rosterImport: RosterImport) => void;
}

/** One import: what its file would change (or did), its schools' campuses while it may still be applied, and the students it names. */
export function RosterImportView({ rosterImport, districtId, onChange }: RosterImportViewProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const { outcome, status, fileName } = rosterImport;
  const applied = status === 'applied';
  const { added, changed, dropped } = outcome?.counts ?? { added: 0, changed: 0, dropped: 0 };
  const changesAny = added + changed + dropped > 0;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} aria-label={fileName} component="section">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {translate(applied ? 'rosterImports.dryRun.appliedTitle' : 'rosterImports.dryRun.title', { name: fileName })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {[
            translate('rosterImports.dryRun.uploadedAt', { date: formats.dateTime(rosterImport.createdAt) }),
            rosterImport.appliedAt && translate('rosterImports.dryRun.appliedAt', { date: formats.dateTime(rosterImport.appliedAt) }),
            translate(`rosterImports.dryRun.format.${rosterImport.format}`),
          ].filter(Boolean).join(' · ')}
        </Typography>
        {rosterImport.error && <Alert severity="error" sx={{ mb: 2 }}>{rosterImport.error}</Alert>}
        {outcome && (
          <>
            <Typography variant="body1" sx={{ fontWeight: 600, mb: 1 }} data-testid="roster-counts">{countsSentence(outcome.counts, applied, translate, formats)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(`rosterImports.dryRun.mode.${outcome.mode}`)}</Typography>
            {outcome.dropsWithheld && <Alert severity="warning" sx={{ mb: 2 }}>{translate('rosterImports.dryRun.dropsWithheld')}</Alert>}
            {applied && <Alert severity="success" sx={{ mb: 2 }}>{translate('rosterImports.apply.done', { added: formats.number(added), changed: formats.number(changed), dropped: formats.number(dropped) })}</Alert>}
            {!applied && !changesAny && <Alert severity="info" sx={{ mb: 2 }}>{translate('rosterImports.dryRun.noChanges')}</Alert>}
            {status === 'checked' && <RosterSchools rosterImport={rosterImport} districtId={districtId} onChecked={onChange} />}
            {status === 'checked' && changesAny && <RosterApply rosterImport={rosterImport} districtId={districtId} onApplied={onChange} />}
            <RosterItems outcome={outcome} applied={applied} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
