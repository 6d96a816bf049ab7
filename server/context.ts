import type { Config, DeploymentRole } from './config';
import type { DatabaseHandle } from './db/connect';
import type { MailSender } from './mail/sender';
import type { LiveHub } from './realtime/liveHub';
import type { PositionIngest } from './telematics/ingest';

/** What every route plugin of one portal is built with. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  role: DeploymentRole;
  /** Present when SMTP_URL is set: mail queued in the outbox is sent at once. */
  mailer?: Pick<MailSender, 'kick'>;
  /** Where changes are published to live sockets (spec 7.7). */
  live?: LiveHub;
  /** The process's one position ingest (it remembers the last stored position per vehicle). */
  positions?: PositionIngest;
  /** Set while the process stops: its health check answers 503 so that a proxy sends requests elsewhere. */
  lifecycle?: { draining: boolean };
}
