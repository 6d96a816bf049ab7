import type { Messages } from '../en';

export const global: Messages['global'] = {};
