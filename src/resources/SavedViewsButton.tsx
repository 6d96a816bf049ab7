import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button, fetchUtils, HttpError, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { VIEW_NAME_MAX_LENGTH, type SavedView, type SaveViewRequest, type ViewParams } from '../../resources/saved-views/savedViews';

const call = async <T,>(url: string, options: fetchUtils.Options = {}): Promise<T> =>
  (await fetchUtils.fetchJson(url, { ...options, credentials: 'include' })).json as T;

/** The list's address for a view: its filters shown, its order and page size, from its first page. */
function viewSearch({ filter, sort, perPage }: ViewParams): string {
  const search = new URLSearchParams({ filter: JSON.stringify(filter), displayedFilters: JSON.stringify(Object.fromEntries(Object.keys(filter).map((key) => [key, true]))), page: '1' });
  if (sort) {
    search.set('sort', sort.field);
    search.set('order', sort.order);
  }
  if (perPage) search.set('perPage', String(perPage));
  return `?${search}`;
}

/**
 * The list toolbar's "Views": the user's saved views of this list (kept on the server, so on any
 * browser), each opened with one click, and "Save this view…" keeping the list's filters, order,
 * page size and columns under a name (a name already used replaces that view).
 */
export function SavedViewsButton() {
  const { resource, filterValues, sort, perPage } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [columns, setColumns] = useStore<string[] | undefined>(`preferences.${resource}.datagrid.columns`);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const queryKey = ['saved-views', resource];
  const { data } = useQuery({ queryKey, queryFn: () => call<{ views: SavedView[] }>(`/api/saved-views?resource=${encodeURIComponent(resource)}`), enabled: anchor !== null });
  const refused = (error: unknown) => notify(error instanceof HttpError ? error.message : translate('ra.notification.http_error'), { type: 'error' });
  const save = useMutation({
    mutationFn: (request: SaveViewRequest) => call<SavedView>('/api/saved-views', { method: 'POST', body: JSON.stringify(request) }),
    onSuccess: (view) => {
      setNaming(false);
      void queryClient.invalidateQueries({ queryKey });
      notify(translate('global.savedViews.saved', { name: view.name }), { type: 'success' });
    },
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => call<SavedView>(`/api/saved-views/${view.id}?version=${view.version}`, { method: 'DELETE' }),
    onSuccess: (view) => {
      void queryClient.invalidateQueries({ queryKey });
      notify(translate('global.savedViews.deleted', { name: view.name }), { type: 'info' });
    },
    onError: refused,
  });
  const open = (view: SavedView) => {
    setAnchor(null);
    if (view.params.columns) setColumns(view.params.columns);
    navigate({ search: viewSearch(view.params) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ resource, name, params: { filter: filterValues, sort: sort.field ? { field: sort.field, order: sort.order } : undefined, perPage, columns } });
  };

  return (
    <>
      <Button label="global.savedViews.button" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu"><BookmarkBorder /></Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {data?.views.length === 0 && <MenuItem disabled>{translate('global.savedViews.none')}</MenuItem>}
        {data?.views.map((view) => (
          <MenuItem key={view.id} onClick={() => open(view)}>
            <ListItemText>{view.name}</ListItemText>
            <IconButton size="small" edge="end" aria-label={translate('global.savedViews.delete', { name: view.name })} onClick={(event) => { event.stopPropagation(); remove.mutate(view); }}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => { setAnchor(null); setName(''); setNaming(true); }}>{translate('global.savedViews.save')}</MenuItem>
      </Menu>
      <Dialog open={naming} onClose={() => setNaming(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form onSubmit={submit}>
          <DialogTitle id={titleId}>{translate('global.savedViews.title')}</DialogTitle>
          <DialogContent>
            <TextField autoFocus fullWidth margin="dense" label={translate('global.savedViews.name')} value={name} onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX_LENGTH } }} helperText={translate('global.savedViews.hint')} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setNaming(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={!name.trim() || save.isPending}>{translate('ra.action.save')}</MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
