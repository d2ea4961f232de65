import type { Permission, RoleName } from './types';

/** Roles, highest first. */
export const roles = [
  'Owner',
  'Admin',
  'Developer',
  'Analyst',
  'Viewer',
] as const satisfies readonly RoleName[];

export const permissions: readonly Permission[] = [];
