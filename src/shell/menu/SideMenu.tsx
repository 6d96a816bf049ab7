import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ImpersonationTimer } from '../global/impersonation/ImpersonationTimer';
import { RouteExplorerMenuEntry } from '../routeExplorer/RouteExplorerMenuEntry';
import { MenuEntry } from './MenuEntry';
import type { MenuItemDefinition } from '../../../permissions/menu';
import { MENU_ICONS } from './menuIcons';
import { menuItemTexts } from './menuItemTexts';
import { SideMenuFooter } from './SideMenuFooter';
import { SideMenuHeader } from './SideMenuHeader';
import { isWithinSection, SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_COLORS, SIDE_MENU_WIDTH } from './sideMenuLook';
import { useMenuItems } from './useMenuItems';

interface SideMenuProps {
  expanded: boolean;
  onToggle: () => void;
  /** Opened, the menu lies over the content (a phone) instead of pushing it aside. */
  floating?: boolean;
}

function SectionMenuEntry({ item, expanded, selected }: { item: MenuItemDefinition; expanded: boolean; selected: boolean }) {
  const translate = useTranslate();
  const { label, detail, fullName } = menuItemTexts(translate, item);
  return <MenuEntry label={label} detail={detail ? { text: detail, tooltip: fullName } : undefined} icon={MENU_ICONS[item.key]} expanded={expanded} to={item.path} selected={selected} />;
}

/** The fixed left side menu of spec 2.3 and 2.4: the user's sections in menu order, then who they are. */
export function SideMenu({ expanded, onToggle, floating = false }: SideMenuProps) {
  if (!floating) return <SideMenuPanel expanded={expanded} onToggle={onToggle} />;
  return (
    <Box sx={{ width: SIDE_MENU_COLLAPSED_WIDTH, flexShrink: 0 }}>
      <Backdrop open={expanded} onClick={onToggle} sx={{ zIndex: (theme) => theme.zIndex.drawer - 1 }} />
      <SideMenuPanel expanded={expanded} onToggle={onToggle} floating />
    </Box>
  );
}

function SideMenuPanel({ expanded, onToggle, floating = false }: SideMenuProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { items } = useMenuItems();
  return (
    <Box
      component="nav"
      aria-label={translate('shell.menu.label')}
      sx={{
        width: expanded ? SIDE_MENU_WIDTH : SIDE_MENU_COLLAPSED_WIDTH,
        flexShrink: 0,
        height: '100vh',
        position: floating ? 'fixed' : 'sticky',
        top: 0,
        left: 0,
        zIndex: floating ? (theme) => theme.zIndex.drawer : undefined,
        boxShadow: floating && expanded ? 8 : undefined,
        display: 'flex',
        flexDirection: 'column',
        background: SIDE_MENU_COLORS.background,
        color: SIDE_MENU_COLORS.text,
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        overflowX: 'hidden',
      }}
    >
      <ImpersonationTimer expanded={expanded} />
      <SideMenuHeader expanded={expanded} onToggle={onToggle} />
      <List
        aria-label={translate('shell.menu.sections')}
        sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 0.5, scrollbarWidth: 'thin', scrollbarColor: `${SIDE_MENU_COLORS.divider} transparent` }}
      >
        {items.map((item) =>
          item.key === 'routeExplorer' ? (
            <RouteExplorerMenuEntry key={item.key} expanded={expanded} />
          ) : (
            <SectionMenuEntry key={item.key} item={item} expanded={expanded} selected={isWithinSection(pathname, item.path)} />
          ),
        )}
      </List>
      <SideMenuFooter expanded={expanded} />
    </Box>
  );
}
