export type { ImHost } from './host-types';
