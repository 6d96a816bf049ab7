/** The demo sign-ins, one per kind of account; all share DEMO_PASSWORD. */
export const DEMO_USERS = [
  { email: 'admin@example.com', portal: 'admin', description: 'operator admin (two operator accounts)' },
  { email: 'support@example.com', portal: 'admin', description: 'support staff (may impersonate)' },
  { email: 'vendor@example.com', portal: 'vendor', description: 'vendor office manager (several yards)' },
  { email: 'yard@example.com', portal: 'vendor', description: 'yard user (one yard)' },
  { email: 'district@example.com', portal: 'enterprise', description: 'district coordinator (all campuses)' },
  { email: 'school@example.com', portal: 'enterprise', description: 'school staff (one campus)' },
] as const;
