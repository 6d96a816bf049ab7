import { useEffect, useRef } from 'react';
import { fetchUtils, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CHARTER_LOGIN_API, type CharterLoginRequest, type CharterLoginResponse } from '../../../resources/content/charterHandoff';
import { SectionSpinner } from '../../shell/layout/SectionSpinner';
import { SHELL_PATHS } from '../../shell/routes/shellPaths';

const isWebAddress = (url: string | undefined): url is string => typeof url === 'string' && /^https?:\/\//i.test(url);

/**
 * The charter login path (spec 2.9, 7.6): asks the server for a handoff to `target` in the charter
 * portal and goes there; on failure, home, with the server's reason. The handoff is asked for once
 * (each one is a fresh single-use token), and the page is replaced in the history by the portal.
 */
export default function CharterLoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = search.get('target') || '/';
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const failed = (message?: string) => {
      notify(message || translate('utility.charterLogin.failed'), { type: 'error' });
      navigate(SHELL_PATHS.home, { replace: true });
    };
    const request: CharterLoginRequest = { target };
    fetchUtils.fetchJson(CHARTER_LOGIN_API, { method: 'POST', body: JSON.stringify(request) }).then(
      ({ json }) => {
        const { isSuccess, redirectUrl } = json as CharterLoginResponse;
        if (isSuccess && isWebAddress(redirectUrl)) window.location.replace(redirectUrl);
        else failed();
      },
      (error: { body?: { message?: string } }) => failed(error?.body?.message),
    );
  }, [target, navigate, notify, translate]);

  return <SectionSpinner />;
}
