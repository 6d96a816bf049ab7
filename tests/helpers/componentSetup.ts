import '@testing-library/jest-dom';
import { disableLiveFeeds } from '../../src/providers/live/liveSwitch';

// No socket server behind jsdom: screens render without live updates, as in mock API mode.
disableLiveFeeds();
