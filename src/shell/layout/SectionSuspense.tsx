import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SectionSpinner } from './SectionSpinner';
import { SETTLING_BAR_CLASS } from './settlingBar';

/** Spec 9: how long the section's loading indicator stays once its code has arrived. */
export const SECTION_LOAD_FINISHED_DELAY_MS = 500;

/**
 * Where sections are shown (the main area, the drawer): a full-height spinner while a section's code
 * (or a route's maps script) loads, spec 2.3. Once it has arrived the section is drawn at once, and
 * a thin bar over its top says it is still settling for SECTION_LOAD_FINISHED_DELAY_MS, while it asks
 * for its data. A section already at hand shows neither.
 */
export function SectionSuspense({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [finishedAt, setFinishedAt] = useState<number | null>(null);
  const onLoaded = useCallback(() => setFinishedAt(Date.now()), []);
  useEffect(() => {
    if (finishedAt === null) return;
    const timer = setTimeout(() => setFinishedAt(null), SECTION_LOAD_FINISHED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [finishedAt]);
  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      <Suspense fallback={<SectionSpinner onGone={onLoaded} />}>{children}</Suspense>
      {finishedAt !== null && (
        <LinearProgress className={SETTLING_BAR_CLASS} aria-label={translate('shell.layout.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3, zIndex: 1 }} />
      )}
    </Box>
  );
}
