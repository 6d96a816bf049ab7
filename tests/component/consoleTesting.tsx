import { AbilityProvider } from '@casl/react';
import { render } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { defineAbilityFor } from '../../permissions/defineAbility';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ConsoleSessionGate, useConsoleSession } from '../../src/shell/ConsoleSessionGate';
import type { TelemetryAdapter } from '../../src/providers/telemetry/telemetryAdapter';

// The session gate, react-admin and MUI take a while to come up on a busy machine (all suites in parallel).

/** The session's ability, provided as App provides it. */
function WithSessionAbility({ children }: { children: ReactNode }) {
  const { account } = useConsoleSession();
  const ability = useMemo(() => defineAbilityFor(account), [account]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

/**
 * Shared by the global elements' tests: renders the way the console does (session gate, browser
 * router, react-admin's contexts), at an address, over whatever MSW serves.
 */
export function renderInConsole(ui: ReactNode, path = '/') {
  window.history.replaceState(null, '', path);
  return render(
    <ConsoleSessionGate>
      <WithSessionAbility>
        <BrowserRouter>
          <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
            {ui}
          </AdminContext>
        </BrowserRouter>
      </WithSessionAbility>
    </ConsoleSessionGate>,
  );
}

/** The console's texts and router without a session, for elements that need none. */
export function renderWithTexts(ui: ReactNode) {
  return render(
    <BrowserRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        {ui}
      </AdminContext>
    </BrowserRouter>,
  );
}

/** A telemetry adapter that only records the calls. */
export function recordingTelemetry(): TelemetryAdapter & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    identify: (...args) => void calls.push(['identify', ...args]),
    page: (...args) => void calls.push(['page', ...args]),
    reportError: (...args) => void calls.push(['reportError', ...args]),
    flush: async () => undefined,
  };
}
