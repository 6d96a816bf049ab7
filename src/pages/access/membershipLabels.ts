import { useTranslate } from 'react-admin';
import type { MembershipSummary } from '../../../permissions/accessManagement';

/** How a membership reads: its account, its template and the yards or campuses it is limited to. */
export function useMembershipLabels() {
  const translate = useTranslate();
  const places = (membership: MembershipSummary) => membership.subAccountNames.length
    ? translate('access.membership.onlyPlaces', { places: membership.subAccountNames.join(', ') })
    : translate('access.membership.allPlaces');
  return {
    places,
    account: (membership: MembershipSummary) => translate('access.membership.in', { kind: translate(`access.kinds.${membership.accountKind}`), account: membership.accountName }),
    short: (membership: MembershipSummary) => [
      membership.accountName,
      membership.roleTemplate ? translate(`access.templates.${membership.roleTemplate}`) : null,
      membership.subAccountNames.length ? membership.subAccountNames.join(', ') : null,
    ].filter(Boolean).join(' · '),
  };
}
