import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { accessApi } from '../access/accessApi';
import { useMembershipLabels } from '../access/membershipLabels';
import { PermissionEditor } from '../access/PermissionEditor';
import { DetailCard } from '../rides/DetailCard';

/**
 * The employee's sign-in and its codes in the employee's account, for those with the directory's
 * permission-edit code (VENDOR_EMPLOYEE_PERMISSION_EDIT, SCHOOL_EMPLOYEE_PERMISSION_EDIT).
 */
export function EmployeeSignInCard({ resource, id }: { resource: ResourceDeclaration; id: string }) {
  const translate = useTranslate();
  const labels = useMembershipLabels();
  const queryClient = useQueryClient();
  const mayEdit = useConsoleAbility().can('edit-permissions', resource.subject);
  const key = [resource.name, id, 'permissions'];
  const signIn = useQuery({ queryKey: key, queryFn: () => accessApi.employeeSignIn(resource.name, id), enabled: mayEdit });
  if (!mayEdit) return null;
  const { user, access } = signIn.data ?? { user: null, access: null };
  return (
    <DetailCard title={translate('access.signIn.title')} loading={signIn.isPending} error={signIn.error}>
      {!user ? <Typography>{translate('access.signIn.none')}</Typography>
        : !access ? <Typography>{translate('access.signIn.noAccess', { user: user.name, email: user.email })}</Typography>
          : (
            <>
              <Typography sx={{ mb: 2 }}>
                {translate('access.signIn.signsInAs', { user: user.name, email: user.email })} · {labels.places(access.membership)}
              </Typography>
              <PermissionEditor
                key={access.membership.version} view={access} reload={() => void signIn.refetch()}
                save={async (change) => queryClient.setQueryData(key, await accessApi.saveEmployeePermissions(resource.name, id, change))}
              />
            </>
          )}
    </DetailCard>
  );
}
