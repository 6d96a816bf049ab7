import { ThemeProvider, createTheme } from '@mui/material/styles';
import { act, fireEvent, screen } from '@testing-library/react';
import { FilterForm, ListContextProvider, TextInput, type ListControllerResult } from 'react-admin';
import { CONSOLE_THEMES } from '../../src/shell/theme/consoleThemes';
import { LIST_FILTER_DEBOUNCE_MS } from '../../src/shell/theme/listLayout';
import { renderWithTexts } from './consoleTesting';

afterEach(() => jest.useRealTimers());

/** A list's filter form in the console's theme, reporting the filters it asks for. */
function renderFilterForm(setFilters: jest.Mock) {
  const list = { filterValues: {}, displayedFilters: {}, setFilters, showFilter: jest.fn(), hideFilter: jest.fn(), resource: 'rides' } as unknown as ListControllerResult;
  renderWithTexts(
    <ThemeProvider theme={createTheme(CONSOLE_THEMES.light)}>
      <ListContextProvider value={list}>
        <FilterForm filters={[<TextInput key="q" source="q" label="Search" alwaysOn />]} />
      </ListContextProvider>
    </ThemeProvider>,
  );
}

describe('a list\'s filters', () => {
  it(`ask for rows ${LIST_FILTER_DEBOUNCE_MS} ms after a change, not after react-admin's 500 ms`, async () => {
    jest.useFakeTimers();
    const setFilters = jest.fn();
    renderFilterForm(setFilters);
    await act(async () => void fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'AM-01003' } }));
    await act(() => jest.advanceTimersByTimeAsync(LIST_FILTER_DEBOUNCE_MS - 1));
    expect(setFilters).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(setFilters).toHaveBeenCalledWith(expect.objectContaining({ q: 'AM-01003' }));
    expect(LIST_FILTER_DEBOUNCE_MS).toBeLessThanOrEqual(150);
  });
});
