/**
 * react-admin's own screens for what seldom happens — a message to show, a crash outside the
 * layout, an authentication check that failed — in a chunk of their own, fetched when needed.
 */
export { AuthenticationError, Error, Notification } from 'react-admin';
