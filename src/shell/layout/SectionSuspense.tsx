import Box from '@mui/material/Box';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { SectionSpinner } from './SectionSpinner';

/** Spec 9: how long the section's spinner stays once its code has arrived. */
export const SECTION_LOAD_FINISHED_DELAY_MS = 500;

/**
 * Where sections are shown (the main area, the drawer): a full-height spinner while a section's code
 * (or a route's maps script) loads, spec 2.3. Once it has arrived the section is drawn at once, under
 * the spinner, which goes SECTION_LOAD_FINISHED_DELAY_MS later: the section has asked for its data
 * meanwhile, and appears drawn rather than in pieces. A section already at hand shows no spinner.
 */
export function SectionSuspense({ children }: { children: ReactNode }) {
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
      {finishedAt !== null && <SectionSpinner over />}
    </Box>
  );
}
