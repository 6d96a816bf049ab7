import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { passes } from '../../../permissions/menu';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { AccessDeniedPage, PageNotFoundPage } from '../errors/statusPages';
import { SectionHeading } from '../sections/SectionHeading';
import DriverDocumentSettingsPage from './DriverDocumentSettingsPage';
import { SETTINGS_AREAS, type SettingsArea } from './settingsAreas';
import StandbyConfigurationPage from './StandbyConfigurationPage';

/** The landing of Settings: a card for each area this user may open. */
function SettingsLanding({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const ability = useConsoleAbility();
  const areas = SETTINGS_AREAS.filter((area) => passes(ability, area.gate));
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>{translate('settings.landing.intro')}</Typography>
      <Typography component="ul" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, listStyle: 'none', m: 0, p: 0 }}>
        {areas.map(({ key, path, Icon }) => (
          <li key={key}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Icon color="primary" sx={{ mb: 1 }} />
                <Typography variant="h6" component="h2">{translate(`settings.landing.${key}.title`)}</Typography>
                <Typography variant="body2" color="text.secondary">{translate(`settings.landing.${key}.description`)}</Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button component={Link} to={path} variant="outlined" aria-label={`${translate('settings.landing.open')} ${translate(`settings.landing.${key}.title`)}`}>
                  {translate('settings.landing.open')}
                </Button>
              </CardActions>
            </Card>
          </li>
        ))}
      </Typography>
    </>
  );
}

/** An area of Settings behind its own gate, within the section's (any of the areas'). */
function AreaGate({ areaKey, children }: { areaKey: SettingsArea['key']; children: ReactNode }) {
  const ability = useConsoleAbility();
  const area = SETTINGS_AREAS.find((candidate) => candidate.key === areaKey)!;
  return passes(ability, area.gate) ? children : <AccessDeniedPage />;
}

/**
 * Settings (spec 2.4 "Settings", 2.5 "settings"): the landing and the areas opened from it. The SSO
 * settings editor has a route of its own (/settings/sso, spec 2.5).
 */
export default function SettingsPage({ titleKey }: SectionScreenProps) {
  return (
    <Routes>
      <Route index element={<SettingsLanding titleKey={titleKey} />} />
      <Route path="standby" element={<AreaGate areaKey="standby"><StandbyConfigurationPage /></AreaGate>} />
      <Route path="driver-documents" element={<AreaGate areaKey="driverDocuments"><DriverDocumentSettingsPage /></AreaGate>} />
      <Route path="*" element={<PageNotFoundPage />} />
    </Routes>
  );
}
