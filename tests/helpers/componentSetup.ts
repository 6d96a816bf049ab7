import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { disableLiveFeeds } from '../../src/providers/live/liveSwitch';

// No socket server behind jsdom: screens render without live updates, as in mock API mode.
disableLiveFeeds();

// A lazily loaded page takes more than the default second on a busy two-core machine running the
// other projects beside this one (five seconds have not been enough there for a lazy map's first
// import); a wait that is really missing still fails, ten seconds later.
configure({ asyncUtilTimeout: 10_000 });
// A test waits more than once, and the first to open a lazy screen also compiles its modules (a cold
// cache on a fresh checkout): its own limit leaves room for its waits rather than matching one.
jest.setTimeout(30_000);
