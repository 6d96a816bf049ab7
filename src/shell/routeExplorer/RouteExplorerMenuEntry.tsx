import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConsoleSession } from '../ConsoleSessionGate';
import { onDemand } from '../global/onDemand';
import { MenuEntry } from '../menu/MenuEntry';
import { MENU_ICONS } from '../menu/menuIcons';
import { isWithinSection } from '../menu/sideMenuLook';
import {
  readRouteExplorerState, routeExplorerStartFor, routeExplorerUrl, saveRouteExplorerState, stateForDistrict, type RouteExplorerState,
} from './routeExplorerStart';
import { SHELL_PATHS } from '../routes/shellPaths';

const RouteExplorerDialog = onDemand(() => import('./RouteExplorerDialog').then((module) => module.RouteExplorerDialog));

/** "Route explorer" in the side menu (spec 2.4): a district popup first, or straight into the user's district. */
export function RouteExplorerMenuEntry({ expanded }: { expanded: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { account, check } = useConsoleSession();
  const [choosingFrom, setChoosingFrom] = useState<{ lastVisit: RouteExplorerState | null } | null>(null);

  const open = (state: RouteExplorerState) => {
    saveRouteExplorerState(window.localStorage, state, check.userId);
    setChoosingFrom(null);
    navigate(routeExplorerUrl(state));
  };
  const start = () => {
    const lastVisit = readRouteExplorerState(window.localStorage, check.userId);
    const next = routeExplorerStartFor(account.userRole, account.account.accountId, lastVisit);
    if (next.kind === 'open') open(next.state);
    else setChoosingFrom({ lastVisit: next.lastVisit });
  };

  return (
    <>
      <MenuEntry label={translate('shell.menu.routeExplorer')} icon={MENU_ICONS.routeExplorer} expanded={expanded} selected={isWithinSection(pathname, SHELL_PATHS.routeExplorer)} onClick={start} />
      {choosingFrom && (
        <RouteExplorerDialog lastVisit={choosingFrom.lastVisit} onClose={() => setChoosingFrom(null)} onChoose={(districtId) => open(stateForDistrict(districtId, choosingFrom.lastVisit))} />
      )}
    </>
  );
}
