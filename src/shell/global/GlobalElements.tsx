import { usePageTracking } from './analytics/usePageTracking';
import { GoToPage } from './goToPage/GoToPage';
import { useRecentlyViewedRecording } from './goToPage/useRecentlyViewedRecording';
import { NewVersionPopup } from './newVersion/NewVersionPopup';
import { PopupHost } from './popups/PopupHost';

/**
 * The console's global elements (spec 2.11, 4.7, 1.7), mounted once inside the layout, under
 * react-admin's router and the console session. Nothing needs to wrap the app: popups opened with
 * usePopups() anywhere show here. The impersonation timer (4.5) is the side menu's first row. Load
 * failures (spec 8) are watched from the entry, main.tsx, so that the sign-in pages' are reported too.
 */
export function GlobalElements() {
  usePageTracking();
  useRecentlyViewedRecording();
  return (
    <>
      <GoToPage />
      <NewVersionPopup />
      <PopupHost />
    </>
  );
}
