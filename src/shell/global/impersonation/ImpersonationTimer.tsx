import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImpersonationSessionResponse } from '../../../../permissions/accountContext';
import { useConsoleSession } from '../../ConsoleSessionGate';
import { loadPage } from '../browserNavigation';
import { COUNTDOWN_TICK_MS, formatCountdown, isCountdownWarning, secondsRemaining } from './countdown';
import { fetchImpersonationSession, stopImpersonation } from './impersonationApi';

/** The session-expiry action: end the impersonation, then sign out. */
async function endImpersonation(): Promise<void> {
  await stopImpersonation();
  loadPage('/logout');
}

function Countdown({ session, expanded }: { session: ImpersonationSessionResponse; expanded: boolean }) {
  const translate = useTranslate();
  const expiresAt = session.authenticationExpirationTimestamp;
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const seconds = secondsRemaining(expiresAt, now);

  const done = seconds === 0;

  useEffect(() => {
    if (done) return;
    const tick = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(tick);
  }, [done]);

  useEffect(() => {
    if (!done || ended.current) return;
    ended.current = true;
    void endImpersonation();
  }, [done]);

  const warning = isCountdownWarning(seconds);
  return (
    <Box
      role="timer"
      data-warning={warning}
      title={translate('global.impersonation.signedInAs', { supportUser: session.supportUserName, targetUser: session.targetUserName })}
      sx={{
        flexShrink: 0, px: expanded ? 2 : 0.5, py: 0.5, textAlign: expanded ? 'left' : 'center',
        fontSize: expanded ? 13 : 11, lineHeight: 1.35, fontWeight: 500, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere',
        bgcolor: warning ? 'warning.main' : 'grey.800', color: warning ? 'warning.contrastText' : 'common.white',
      }}
    >
      {translate('global.impersonation.sessionEndsIn', { time: formatCountdown(seconds) })}
    </Box>
  );
}

/**
 * Spec 2.3 and 4.5: while support staff work as another user, the time left sits fixed at the top
 * left — as the side menu's first row, so that it pushes the menu's toggle down rather than covering
 * it; in the collapsed menu its words wrap to the menu's width.
 */
export function ImpersonationTimer({ expanded }: { expanded: boolean }) {
  const { check } = useConsoleSession();
  const [session, setSession] = useState<ImpersonationSessionResponse | null>(null);

  useEffect(() => {
    if (!check.isImpersonation) return;
    let current = true;
    fetchImpersonationSession().then((found) => current && setSession(found));
    return () => {
      current = false;
    };
  }, [check.isImpersonation]);

  return session ? <Countdown session={session} expanded={expanded} /> : null;
}
