import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { DrawerAccessDenied } from '../../pages/errors/DrawerAccessDenied';
import { PageNotFoundPage } from '../../pages/errors/statusPages';
import { ConsoleErrorBoundary } from '../layout/ConsoleErrorBoundary';
import { SectionSuspense } from '../layout/SectionSuspense';
import { sectionRouteElements } from '../routes/sectionRouteElements';
import { SHELL_PATHS } from '../routes/shellPaths';
import { DrawerBackLink } from './DrawerBackLink';
import { DrawerControlsContext } from './drawerControls';
import { drawerOutletOf, searchWithoutDrawer } from './drawerUrl';

/**
 * Leaves a strip of the page visible, so that the mask can be clicked even on a full drawer; on a
 * phone the drawer takes the whole width (its back link closes it).
 */
const FULL_WIDTH = 'calc(100vw - 72px)';
const HALF_WIDTH = 'max(50vw, 480px)';

/**
 * The drawer outlet of spec 2.1, 2.11 and 4.8: a side panel over the page, showing the section the
 * `_` query parameter names. Escape or a click on the mask closes it, clearing the outlet and its
 * two parameters from the URL.
 */
export function SectionDrawer() {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const outlet = drawerOutletOf(location.search);
  const close = useCallback(() => navigate({ pathname: location.pathname, search: searchWithoutDrawer(location.search) }), [location.pathname, location.search, navigate]);
  const controls = useMemo(() => ({ close }), [close]);

  return (
    <Drawer anchor="right" open={outlet !== null} onClose={close} slotProps={{ paper: { sx: { width: { xs: '100vw', sm: outlet?.isHalf ? HALF_WIDTH : FULL_WIDTH }, maxWidth: '100vw', bgcolor: 'background.default' } } }}>
      {outlet && (
        <DrawerControlsContext.Provider value={controls}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 56, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            {outlet.backText && <DrawerBackLink text={outlet.backText} onClick={close} />}
            <Box sx={{ flex: 1 }} />
            <IconButton aria-label={translate('shell.drawer.close')} onClick={close}>
              <Close />
            </IconButton>
          </Box>
          <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 3 }}>
            <ConsoleErrorBoundary resetKey={outlet.path ?? ''}>
              <SectionSuspense>
                <Routes location={{ pathname: outlet.path ?? SHELL_PATHS.pageNotFound, search: '', hash: '', state: null, key: 'drawer' }}>
                  {sectionRouteElements}
                  <Route path={SHELL_PATHS.accessDenied} element={<DrawerAccessDenied />} />
                  <Route path="*" element={<PageNotFoundPage />} />
                </Routes>
              </SectionSuspense>
            </ConsoleErrorBoundary>
          </Box>
        </DrawerControlsContext.Provider>
      )}
    </Drawer>
  );
}
