import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AirportShuttleOutlined from '@mui/icons-material/AirportShuttleOutlined';
import AltRoute from '@mui/icons-material/AltRoute';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BackpackOutlined from '@mui/icons-material/BackpackOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CardTravelOutlined from '@mui/icons-material/CardTravelOutlined';
import ContentPasteOutlined from '@mui/icons-material/ContentPasteOutlined';
import CoPresentOutlined from '@mui/icons-material/CoPresentOutlined';
import DirectionsBusOutlined from '@mui/icons-material/DirectionsBusOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Timeline from '@mui/icons-material/Timeline';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

/** The icon of each menu item, by the item's key (permissions/menu.ts). */
export const MENU_ICONS: Record<string, typeof SvgIcon> = {
  dashboard: SpaceDashboardOutlined,
  rides: DirectionsBusOutlined,
  liveMap: MapOutlined,
  runs: AltRoute,
  trips: CardTravelOutlined,
  routes: Timeline,
  drivers: BadgeOutlined,
  students: BackpackOutlined,
  districts: AccountBalanceOutlined,
  campuses: SchoolOutlined,
  vendors: StorefrontOutlined,
  yards: WarehouseOutlined,
  vehicles: AirportShuttleOutlined,
  inspections: FactCheckOutlined,
  requests: AssignmentOutlined,
  accounting: ReceiptLongOutlined,
  workQueue: PlaylistAddCheck,
  // The two "Employees" (spec 2.4) look apart: a bus company's crew, a school's staff.
  vendorEmployees: EngineeringOutlined,
  schoolEmployees: CoPresentOutlined,
  reports: AssessmentOutlined,
  insights: InsightsOutlined,
  activities: EventNoteOutlined,
  access: AdminPanelSettingsOutlined,
  dbr: ContentPasteOutlined,
  routeExplorer: TravelExploreOutlined,
  settings: SettingsOutlined,
};
