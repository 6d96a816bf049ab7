import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PopupHost } from '../../src/shell/global/popups/PopupHost';
import { createPopupStore, type PopupOutcome } from '../../src/shell/global/popups/popupStore';
import { PopupStoreContext, usePopups, type Popups } from '../../src/shell/global/popups/usePopups';
import { renderWithTexts } from './consoleTesting';

function Opener({ open }: { open: (popups: Popups) => Promise<PopupOutcome> }) {
  const popups = usePopups();
  return <button onClick={() => void open(popups).then((outcome) => document.body.setAttribute('data-outcome', outcome))}>open</button>;
}

function renderPopups(open: (popups: Popups) => Promise<PopupOutcome>) {
  document.body.removeAttribute('data-outcome');
  renderWithTexts(
    <PopupStoreContext.Provider value={createPopupStore()}>
      <Opener open={open} />
      <PopupHost />
    </PopupStoreContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
}

describe('message and error popups (spec 2.11)', () => {
  it('shows a title, a message and a confirm button "OK" by default', async () => {
    renderPopups(({ showMessage }) => showMessage({ title: 'Ride saved', message: 'The driver will be told.' }));
    const popup = await screen.findByRole('dialog', { name: 'Ride saved' });
    expect(popup).toHaveTextContent('The driver will be told.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).toHaveAttribute('data-outcome', 'confirmed');
  });

  it('takes another confirm text', async () => {
    renderPopups(({ showMessage }) => showMessage({ title: 'Saved', message: 'Done.', confirmLabel: 'Got it' }));
    expect(await screen.findByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });

  it('shows an error popup with its header', async () => {
    renderPopups(({ showError }) => showError({ title: 'Upload failed', message: 'The file is too large.' }));
    expect(await screen.findByRole('alertdialog', { name: 'Upload failed' })).toHaveTextContent('The file is too large.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('can hide the header of an error popup', async () => {
    renderPopups(({ showError }) => showError({ title: 'Upload failed', message: 'No header here.', hideHeader: true }));
    const popup = await screen.findByRole('alertdialog', { description: 'No header here.' });
    expect(popup).not.toHaveTextContent('Upload failed');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('lets an error popup close the previous popups', async () => {
    renderPopups(async ({ showMessage, showError }) => {
      void showMessage({ title: 'First', message: 'one' });
      void showMessage({ title: 'Second', message: 'two' });
      return showError({ title: 'Connection lost', message: 'Reconnecting…', closePrevious: true });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Connection lost' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
