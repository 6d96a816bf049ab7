import { createRoot } from 'react-dom/client';
import BareRidesAdmin from './BareRidesAdmin';

createRoot(document.getElementById('root')!).render(<BareRidesAdmin />);
