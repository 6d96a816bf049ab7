import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Gate } from '../../../permissions/menu';

export interface SettingsArea {
  /** Its texts under `settings.landing.<key>`. */
  key: 'sso' | 'standby' | 'driverDocuments';
  path: string;
  gate: Gate;
  Icon: SvgIconComponent;
}

/**
 * The areas of Settings (spec 2.4: the menu item shows with any of their gates), each opened by the
 * code that reads it: SSO_CONFIG_EDIT, STANDBY_DRIVER_EDIT, DRIVER_DOCUMENT_VIEW.
 */
export const SETTINGS_AREAS: readonly SettingsArea[] = [
  { key: 'sso', path: '/settings/sso', gate: [['view', 'sso-settings']], Icon: VpnKeyOutlined },
  { key: 'standby', path: '/settings/standby', gate: [['edit', 'standby-configuration']], Icon: EventAvailableOutlined },
  { key: 'driverDocuments', path: '/settings/driver-documents', gate: [['view', 'driver-documents']], Icon: BadgeOutlined },
];
