import type { Messages } from '../en';

export const shell: Messages['shell'] = {};
