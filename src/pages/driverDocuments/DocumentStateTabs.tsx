import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { totalText } from '../../providers/listPage';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';

type Preset = 'all' | 'expiring' | 'expired';
const PRESETS: readonly Preset[] = ['all', 'expiring', 'expired'];

/** The list's state filter, as the URL carries it (the work queue links to the expiring ones). */
function presetOf(search: string): Preset {
  try {
    const state = (JSON.parse(new URLSearchParams(search).get('filter') ?? '{}') as { state?: unknown }).state;
    return state === 'expiring' || state === 'expired' ? state : 'all';
  } catch {
    return 'all';
  }
}

const listHref = (preset: Preset) => {
  const filter = preset === 'all' ? {} : { state: preset };
  return `?${new URLSearchParams({ filter: JSON.stringify(filter), displayedFilters: JSON.stringify(preset === 'all' ? {} : { state: true }) })}`;
};

function useStateCount(state: Preset, enabled: boolean): string | undefined {
  const [locale] = useLocaleState();
  return totalText(useGetList('driver-documents', { filter: { state }, pagination: { page: 1, perPage: 1 } }, { enabled }), locale);
}

/**
 * Above the driver documents list: all documents, those expiring soon and those expired, each with
 * its count — for those who may watch expirations (DRIVER_DOCUMENT_EXPIRATION_VIEW) — and the way to
 * the document editor for those who may edit documents.
 */
export default function DocumentStateTabs() {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const ability = useConsoleAbility();
  const watches = ability.can('view-expiration', 'driver-documents');
  const counts: Record<Preset, string | undefined> = { all: undefined, expiring: useStateCount('expiring', watches), expired: useStateCount('expired', watches) };
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
      {watches ? (
        <Tabs value={presetOf(location.search)} onChange={(_, preset: Preset) => navigate(listHref(preset))} aria-label={translate('driverRecords.documents.presets')}>
          {PRESETS.map((preset) => (
            <Tab
              key={preset} value={preset} sx={{ textTransform: 'none', fontWeight: 600 }}
              label={counts[preset] === undefined ? translate(`driverRecords.documents.preset.${preset}`) : translate('driverRecords.documents.counted', { preset: translate(`driverRecords.documents.preset.${preset}`), count: counts[preset] })}
            />
          ))}
        </Tabs>
      ) : <span />}
      {ability.can('edit', 'driver-documents') && <Button component={Link} to="/driver-documents/editor">{translate('driverRecords.documents.openEditor')}</Button>}
    </Stack>
  );
}
