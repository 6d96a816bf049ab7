import { ThemeProvider, createTheme } from '@mui/material/styles';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { FilterForm, ListContextProvider, TextInput, type ListControllerResult } from 'react-admin';
import { CONSOLE_THEMES } from '../../src/shell/theme/consoleThemes';
import { LIST_FILTER_DEBOUNCE_MS } from '../../src/shell/theme/listLayout';
import { ChoiceFilter } from '../../src/resources/chosenFilters';
import { renderWithTexts } from './consoleTesting';

afterEach(() => jest.useRealTimers());

/** A list's filter form in the console's theme, reporting the filters it asks for. */
function renderFilterForm(setFilters: jest.Mock, filters: ReactElement[] = [<TextInput key="q" source="q" label="Search" alwaysOn />]) {
  const list = { filterValues: {}, displayedFilters: {}, setFilters, showFilter: jest.fn(), hideFilter: jest.fn(), resource: 'rides' } as unknown as ListControllerResult;
  renderWithTexts(
    <ThemeProvider theme={createTheme(CONSOLE_THEMES.light)}>
      <ListContextProvider value={list}>
        <FilterForm filters={filters} />
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

  it('ask for rows at once when a value is chosen rather than typed: a status', async () => {
    jest.useFakeTimers();
    const setFilters = jest.fn();
    renderFilterForm(setFilters, [<ChoiceFilter key="status" source="status" label="Status" choices={[{ id: 'late', name: 'Late' }, { id: 'completed', name: 'Completed' }]} alwaysOn />]);
    await act(async () => void fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' })));
    await act(async () => void fireEvent.click(screen.getByRole('option', { name: 'Completed' })));
    expect(setFilters).toHaveBeenCalledWith({ status: 'completed' }, {}, false);
  });
});
