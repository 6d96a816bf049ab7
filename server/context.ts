import type { Config, DeploymentRole } from './config';
import type { DatabaseHandle } from './db/connect';

/** What every route plugin of one portal is built with. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  role: DeploymentRole;
}
