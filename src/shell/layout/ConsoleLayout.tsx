import './print.css';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DrawerOutlet } from '../drawer/DrawerOutlet';
import { GlobalElements } from '../global/GlobalElements';
import { SideMenu } from '../menu/SideMenu';
import { useFloatingSidebar, useSidebarExpanded } from '../menu/useSidebarExpanded';
import { useAccountWatch } from '../session/useAccountWatch';
import { useGrantedCodesRefresh } from '../session/useGrantedCodesRefresh';
import { ConsoleErrorBoundary } from './ConsoleErrorBoundary';
import { LoadingBar } from './LoadingBar';
import { contentSidePadding, MAX_CONTENT_WIDTH, PHONE_SCREEN_WIDTH } from './screenSize';
import { SectionSuspense } from './SectionSuspense';
import { useScreenWidth } from './useScreenWidth';

/**
 * The console's frame (spec 2.3): the fixed side menu (on a phone a rail that opens over the content),
 * and a main area that scrolls on its own, its content at most 1680px wide. The drawer outlet and the global elements sit over both.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const screenWidth = useScreenWidth();
  const { pathname } = useLocation();
  const onPhone = screenWidth < PHONE_SCREEN_WIDTH;
  const remembered = useSidebarExpanded(screenWidth);
  const floating = useFloatingSidebar(pathname);
  const sidebar = onPhone ? floating : remembered;
  useAccountWatch();
  useGrantedCodesRefresh();
  return (
    <Box sx={{ display: 'flex', height: '100vh', overflow: 'hidden', bgcolor: 'background.default' }}>
      <SideMenu expanded={sidebar.expanded} onToggle={sidebar.toggle} floating={onPhone} />
      <Box component="main" sx={{ flex: 1, minWidth: 0, height: '100vh', overflowY: 'auto' }}>
        <LoadingBar />
        <Box sx={{ px: `${contentSidePadding(screenWidth)}px`, py: 3.5, minHeight: '100%', boxSizing: 'border-box' }}>
          <Box sx={{ maxWidth: MAX_CONTENT_WIDTH, mx: 'auto', height: '100%' }}>
            <ConsoleErrorBoundary resetKey={pathname}>
              <SectionSuspense>{children}</SectionSuspense>
            </ConsoleErrorBoundary>
          </Box>
        </Box>
      </Box>
      <DrawerOutlet />
      <GlobalElements />
    </Box>
  );
}
