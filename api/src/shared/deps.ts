import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from './logger';

// What every service is built from: no transport, no request.
export type Deps = {
  dataSource: DataSource;
  config: Config;
  logger: Logger;
};
