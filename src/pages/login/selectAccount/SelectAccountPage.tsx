import { useEffect, useState } from 'react';
import type { SessionAccount } from '../../../../permissions/accountContext';
import { serverMessageOr } from '../api/apiRequest';
import { fetchAccount, fetchAccounts, fetchAuthCheck, selectAccount } from '../api/authApi';
import { useSingleFlight } from '../forms/useSingleFlight';
import { goTo, replaceWith } from '../navigation/browserLocation';
import { takeConsoleTarget } from '../navigation/enterConsole';
import { PUBLIC_PATHS } from '../navigation/publicPaths';
import { parsePublicQuery } from '../navigation/publicQuery';
import { loginUrl } from '../navigation/relayTarget';
import type { PublicPageProps } from '../PublicPage';
import { ErrorAlert } from '../ui/ErrorAlert';
import { PublicCard } from '../ui/PublicCard';
import { rememberAccountsPreset, type AccountOption } from './accountSelection';
import type { AccountSelection } from '../forms/signInRules';
import { SelectAccountForm } from './SelectAccountForm';
import { rememberedSubAccountsOf, rememberSubAccounts } from './subAccountMemory';

interface AccountChoices {
  userId: number;
  accounts: AccountOption[];
  current: SessionAccount;
}

/** The accounts to choose from, or null when nobody is signed in. */
async function loadAccountChoices(): Promise<AccountChoices | null> {
  const check = await fetchAuthCheck();
  if (!check) return null;
  const [{ accounts }, { account }] = await Promise.all([fetchAccounts(), fetchAccount()]);
  return { userId: check.userId, accounts, current: account };
}

/** Account selection after sign-in (spec 2.2 select-account guard, 2.7, 4.2). */
export function SelectAccountPage({ translate }: PublicPageProps) {
  const [query] = useState(() => parsePublicQuery(window.location.search));
  const [choices, setChoices] = useState<AccountChoices>();
  const [loadError, setLoadError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [loading, run] = useSingleFlight();

  useEffect(() => {
    rememberAccountsPreset(window.location.search, window.localStorage);
    let cancelled = false;
    loadAccountChoices().then(
      (loaded) => {
        if (cancelled) return;
        if (loaded) setChoices(loaded);
        else replaceWith(loginUrl(query.relayState));
      },
      (failure: unknown) => {
        if (!cancelled) setLoadError(serverMessageOr(failure, translate('common.somethingWentWrong')));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [query, translate]);

  const submit = (selection: AccountSelection) =>
    run(async () => {
      setAlert(undefined);
      try {
        await selectAccount({ ...selection, relayState: query.relayState ?? undefined });
      } catch (failure) {
        setAlert(serverMessageOr(failure, translate('common.somethingWentWrong')));
        return 'done';
      }
      if (choices) rememberSubAccounts(window.localStorage, choices.userId, selection);
      goTo(takeConsoleTarget(query.relayState));
      return 'leaving';
    });

  const shownAlert = alert ?? loadError;
  return (
    <PublicCard translate={translate} title={translate('selectAccount.title')} loading={loading || (!choices && !loadError)}>
      {shownAlert && <ErrorAlert>{shownAlert}</ErrorAlert>}
      {choices && choices.accounts.length === 0 && <p className="public-text">{translate('selectAccount.noAccounts')}</p>}
      {choices && choices.accounts.length > 0 && (
        <SelectAccountForm
          translate={translate}
          accounts={choices.accounts}
          current={choices.current}
          remembered={rememberedSubAccountsOf(window.localStorage, choices.userId)}
          loading={loading}
          onSubmit={submit}
        />
      )}
      <button className="public-button public-button-secondary" type="button" onClick={() => goTo(PUBLIC_PATHS.logout)}>
        {translate('selectAccount.logout')}
      </button>
    </PublicCard>
  );
}
