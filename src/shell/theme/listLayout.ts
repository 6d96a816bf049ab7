import type { Components } from '@mui/material/styles';

type ListComponents = Record<'RaDatagrid' | 'RaList' | 'RaTopToolbar' | 'RaFilterForm' | 'RaBulkActionsToolbar', { defaultProps?: object; styleOverrides: NonNullable<Components['MuiPaper']>['styleOverrides'] }>;

/**
 * How long a list's filters wait after a change before asking for rows: long enough to take a word
 * typed in the search box at once, short enough that a chosen status shows at once (react-admin waits
 * 500 ms, in its filter form and again in its list).
 */
export const LIST_FILTER_DEBOUNCE_MS = 150;

/**
 * How every list (generated or hand-written with react-admin's parts) waits on its filters, and fits a narrow window: a table
 * wider than the window scrolls sideways inside its own box, so the heading, toolbar and pagination
 * stay in view, and the toolbars wrap onto a second line rather than run off the edge. (The list's
 * toolbar row itself does not wrap: the buttons keep the width they need, up to the whole row, and the
 * filter form the rest; each wraps inside when the window is too narrow for it.)
 */
export const LIST_LAYOUT_OVERRIDES: ListComponents = {
  RaList: { styleOverrides: { root: { '& .RaList-main, & .RaList-content': { minWidth: 0, maxWidth: '100%' } } } },
  RaDatagrid: { styleOverrides: { root: { maxWidth: '100%', '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
  RaTopToolbar: { styleOverrides: { root: { flexShrink: 0, flexWrap: 'wrap', maxWidth: '100%' } } },
  RaFilterForm: { defaultProps: { debounce: LIST_FILTER_DEBOUNCE_MS }, styleOverrides: { root: { flexWrap: 'wrap', minWidth: 0 } } },
  RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { flexWrap: 'wrap', height: 'auto', minHeight: 48 }, '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap' } } } },
};
