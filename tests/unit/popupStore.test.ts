import { createPopupStore } from '../../src/shell/global/popups/popupStore';

describe('message and error popups (spec 2.11)', () => {
  it('opens a message popup and settles it as confirmed by its button', async () => {
    const store = createPopupStore();
    const outcome = store.showMessage({ title: 'Saved', message: 'The ride was saved.' });
    const [popup] = store.openPopups();
    expect(popup).toMatchObject({ kind: 'message', title: 'Saved', message: 'The ride was saved.', hideHeader: false });
    store.close(popup.id, 'confirmed');
    await expect(outcome).resolves.toBe('confirmed');
    expect(store.openPopups()).toEqual([]);
  });

  it('stacks popups, the newest last', () => {
    const store = createPopupStore();
    void store.showMessage({ title: 'First', message: 'first' });
    void store.showError({ message: 'second', hideHeader: true });
    expect(store.openPopups().map((popup) => [popup.kind, popup.message, popup.hideHeader])).toEqual([['message', 'first', false], ['error', 'second', true]]);
  });

  it('lets an error popup close the previous popups', async () => {
    const store = createPopupStore();
    const first = store.showMessage({ title: 'First', message: 'first' });
    const second = store.showError({ message: 'second' });
    void store.showError({ message: 'the only one left', closePrevious: true });
    await expect(first).resolves.toBe('dismissed');
    await expect(second).resolves.toBe('dismissed');
    expect(store.openPopups().map((popup) => popup.message)).toEqual(['the only one left']);
  });

  it('tells subscribers about every change', () => {
    const store = createPopupStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    void store.showMessage({ title: 'Hello', message: 'hello' });
    store.close(store.openPopups()[0].id, 'dismissed');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    void store.showMessage({ title: 'Again', message: 'again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
