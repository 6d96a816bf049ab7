import { createRoot } from 'react-dom/client';
import BareAdmin from './BareAdmin';

createRoot(document.getElementById('root')!).render(<BareAdmin />);
