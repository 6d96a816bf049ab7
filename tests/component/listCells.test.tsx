import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListContextProvider, RecordContextProvider, ResourceContextProvider, type AuthProvider, type DataProvider, type ListControllerResult, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ReferenceCell } from '../../src/resources/ReferenceCell';
import { RowEditButton } from '../../src/resources/RowEditButton';

const VENDOR = { id: 4, name: 'Summit Student Transportation' };
const RIDE = { id: 127846, vendorId: 4 };

/** A data provider that answers getMany with the vendor and records every call. */
function recordingProvider() {
  const calls: string[] = [];
  const provider = {
    getMany: async (resource: string, { ids }: { ids: unknown[] }) => {
      calls.push(`${resource} ${JSON.stringify(ids)}`);
      return { data: [VENDOR] };
    },
  } as unknown as DataProvider;
  return { calls, provider };
}

/** As in the console, react-admin's own access checks answer asynchronously (see DeclaredAccess). */
const authProvider: AuthProvider = {
  login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
  canAccess: async () => true,
};

/** A cell of the rides list, inside a page of the list whose answer brought `prefetched` (or inside a record page when `list` is false). */
function renderCell(cell: React.ReactElement, provider: DataProvider, { list = true, prefetched = {} as Record<string, RaRecord[]> } = {}) {
  const page = { meta: { prefetched }, data: [RIDE], resource: 'rides' } as unknown as ListControllerResult;
  const row = <RecordContextProvider value={RIDE}>{cell}</RecordContextProvider>;
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={provider} authProvider={authProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="rides">
          {list ? <ListContextProvider value={page}>{row}</ListContextProvider> : row}
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('a generated list\'s reference column (spec 2.4: lists name what a record refers to)', () => {
  it('links to the referenced record by its name from the records the page brought, asking for nothing', async () => {
    const { calls, provider } = recordingProvider();
    renderCell(<ReferenceCell source="vendorId" reference="vendors" />, provider, { prefetched: { vendors: [VENDOR] } });
    const link = screen.getByRole('link', { name: VENDOR.name });
    expect(link.getAttribute('href')).toBe('/vendors/4/show');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('asks for a record the page did not bring, and on a record page', async () => {
    for (const options of [{ prefetched: { vendors: [] } }, { list: false }]) {
      const { calls, provider } = recordingProvider();
      const { unmount } = renderCell(<ReferenceCell source="vendorId" reference="vendors" />, provider, options);
      expect((await screen.findByRole('link', { name: VENDOR.name })).getAttribute('href')).toBe('/vendors/4/show');
      expect(calls).toEqual(['vendors [4]']);
      unmount();
    }
  });

  it('stays empty for a record that refers to nothing', () => {
    const { provider } = recordingProvider();
    const { container } = renderCell(<ReferenceCell source="driverId" reference="drivers" />, provider);
    expect(container.textContent).toBe('');
  });
});

describe('a generated list\'s Edit button', () => {
  it('is drawn with its row, linking to the record\'s edit page, when the record may be edited', async () => {
    const { provider } = recordingProvider();
    renderCell(<RowEditButton mayEdit={(record) => record.id === RIDE.id} />, provider);
    // No waiting: the decision is taken as the row draws.
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/rides/127846');
  });

  it('is not drawn for a record that may not be edited', async () => {
    const { provider } = recordingProvider();
    const { container } = renderCell(<RowEditButton mayEdit={() => false} />, provider);
    await waitFor(() => expect(container.querySelector('a')).toBeNull());
  });
});
