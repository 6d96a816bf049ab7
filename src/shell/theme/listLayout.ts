import type { Components } from '@mui/material/styles';

type ListComponents = Record<'RaDatagrid' | 'RaList' | 'RaTopToolbar' | 'RaFilterForm' | 'RaBulkActionsToolbar', Components['MuiPaper']>;

/**
 * How every list (generated or hand-written with react-admin's parts) fits a narrow window: a table
 * wider than the window scrolls sideways inside its own box, so the heading, toolbar and pagination
 * stay in view, and the toolbars wrap onto a second line rather than run off the edge. (The list's
 * toolbar row itself does not wrap: the buttons keep the width they need, up to the whole row, and the
 * filter form the rest; each wraps inside when the window is too narrow for it.)
 */
export const LIST_LAYOUT_OVERRIDES: ListComponents = {
  RaList: { styleOverrides: { root: { '& .RaList-main, & .RaList-content': { minWidth: 0, maxWidth: '100%' } } } },
  RaDatagrid: { styleOverrides: { root: { maxWidth: '100%', '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
  RaTopToolbar: { styleOverrides: { root: { flexShrink: 0, flexWrap: 'wrap', maxWidth: '100%' } } },
  RaFilterForm: { styleOverrides: { root: { flexWrap: 'wrap', minWidth: 0 } } },
  RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { flexWrap: 'wrap', height: 'auto', minHeight: 48 }, '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap' } } } },
};
