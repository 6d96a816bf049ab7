import { lazy, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';

const BareAdmin = lazy(() => import('./BareAdmin'));

/** A first page that knows nothing of react-admin, which arrives when the visitor goes on. */
function Shell() {
  const [isOpen, setOpen] = useState(false);
  if (isOpen) {
    return (
      <Suspense fallback={null}>
        <BareAdmin />
      </Suspense>
    );
  }
  return (
    <button type="button" onClick={() => setOpen(true)}>
      Open
    </button>
  );
}

createRoot(document.getElementById('root')!).render(<Shell />);
