import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SectionSpinner } from '../../shell/layout/SectionSpinner';
import { accessApi } from './accessApi';
import { useMembershipLabels } from './membershipLabels';

const PER_PAGE = 25;
const SEARCH_DELAY_MS = 300;

/** The users the editor manages, searched by name or e-mail, each membership a link to its permissions. */
export function AccessUserList() {
  const translate = useTranslate();
  const labels = useMembershipLabels();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const users = useQuery({ queryKey: ['access', 'users', search, page], queryFn: () => accessApi.users(search, page + 1, PER_PAGE), placeholderData: keepPreviousData });

  return (
    <>
      <TextField type="search" size="small" label={translate('access.users.search')} value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ mb: 2, width: 360, maxWidth: '100%' }} />
      {users.isPending ? <SectionSpinner /> : users.error ? <Alert severity="error">{users.error.message}</Alert> : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={translate('shell.menu.access')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('access.users.name')}</TableCell>
                <TableCell>{translate('access.users.email')}</TableCell>
                <TableCell>{translate('access.users.memberships')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.users.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                    {user.name}
                    {user.status === 'disabled' && <Chip size="small" label={translate('access.users.userDisabled')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                      {user.memberships.length === 0 && <Typography variant="body2" color="text.secondary">{translate('access.users.noMembership')}</Typography>}
                      {user.memberships.map((membership) => (
                        <Chip
                          key={membership.id} size="small" clickable component={RouterLink} to={`memberships/${membership.id}`}
                          label={membership.status === 'disabled' ? `${labels.short(membership)} (${translate('access.membership.disabled')})` : labels.short(membership)}
                          variant={membership.status === 'disabled' ? 'outlined' : 'filled'} color={membership.status === 'disabled' ? 'default' : 'primary'}
                        />
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
              {users.data.users.length === 0 && <TableRow><TableCell colSpan={3}>{translate('access.users.none')}</TableCell></TableRow>}
            </TableBody>
          </Table>
          <TablePagination
            component="div" count={users.data.total} page={page} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]} onPageChange={(_event, next) => setPage(next)}
            labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
            getItemAriaLabel={(type) => translate(type === 'next' ? 'ra.navigation.next' : 'ra.navigation.previous')}
          />
        </TableContainer>
      )}
    </>
  );
}
