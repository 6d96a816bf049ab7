import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES, isLocale, type LocaleCode } from '../../../i18n/locales';
import { rememberLocale } from '../../i18n/translator';
import { saveUserLocale } from '../../i18n/userLocale';
import { consoleTranslator } from '../../providers/i18nProvider';
import { useConsoleSession } from '../ConsoleSessionGate';
import { usePopups } from '../global/popups/usePopups';

/**
 * The console's language, in the profile menu. The whole console changes at once, without a reload
 * (react-admin renders everything again in the new language), and the choice is kept for the user
 * on any browser — except by support staff acting for them, who choose for this browser only.
 */
export function LanguageChooser() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const { check } = useConsoleSession();
  const popups = usePopups();
  const id = useId();

  // Saved first: the switch renders the console anew, and a later answer would have nowhere to show.
  const choose = async (chosen: LocaleCode) => {
    const saved = check.isImpersonation || (await saveUserLocale(chosen));
    rememberLocale(chosen);
    setLocale(chosen);
    if (!saved) void consoleTranslator(chosen).then((translateIn) => popups.showMessage({ title: translateIn('shell.profileMenu.languageNotSavedTitle'), message: translateIn('shell.profileMenu.languageNotSaved') }));
  };

  return (
    <TextField
      id={id}
      select
      size="small"
      fullWidth
      label={translate('app.language')}
      value={locale}
      onChange={(event) => isLocale(event.target.value) && void choose(event.target.value)}
      slotProps={{ select: { native: true } }}
    >
      {LOCALES.map(({ code, name }) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
    </TextField>
  );
}
