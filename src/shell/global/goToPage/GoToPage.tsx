import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { useConsoleSession } from '../../ConsoleSessionGate';
import { useConsoleAbility } from '../../ability/useConsoleAccess';
import { useWorkQueueFirstLink } from '../../menu/workQueueLink';
import { consolePages } from './consolePages';
import { goToPageOptions, type GoToPageOption } from './goToPageOptions';
import { onDemand } from '../onDemand';
import { useGoToPageShortcut } from './goToPageShortcut';
import { readRecentPages, recentlyViewedKey } from './recentlyViewed';
import { usePageLabel } from './usePageLabel';

const GoToPageOverlay = onDemand(() => import('./GoToPageOverlay').then((module) => module.GoToPageOverlay));

/** The overlay's contents, gathered when it opens: the work-queue link is fetched then (the spinner). */
function OpenGoToPage({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { check } = useConsoleSession();
  const ability = useConsoleAbility();
  const labelOf = usePageLabel();
  // The menu's query: the overlay shares its answer instead of asking again.
  const { link: workQueueLink, isPending } = useWorkQueueFirstLink();

  const options = useMemo(() => {
    const link = workQueueLink;
    const recent = readRecentPages(window.localStorage, recentlyViewedKey(check.userId));
    const currentPath = `${pathname}${search}`;
    return goToPageOptions({ pages: consolePages(ability, link !== null), recent, workQueueLink: link, labelOf, currentPath });
  }, [ability, check.userId, labelOf, workQueueLink, pathname, search]);

  const choose = (option: GoToPageOption) => {
    onClose();
    navigate(option.path);
  };
  return <GoToPageOverlay options={options} loading={isPending} onChoose={choose} onClose={onClose} />;
}

/** "Go to page" (spec 2.11): opened from anywhere in the console with Cmd/Meta+E. */
export function GoToPage() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  useGoToPageShortcut(show);
  return open ? <OpenGoToPage onClose={hide} /> : null;
}
