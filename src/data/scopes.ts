import type { TokenScope } from './types';

/**
 * The scopes a service token can hold. The OpenAPI document's `Scope` enum lists the same names
 * (and `LegacyScope` the deprecated ones); the reference tests keep the two in step.
 */
export const tokenScopes: readonly TokenScope[] = [
  {
    name: 'project:read',
    allows:
      'Reading projects, versions, environments, promotions and knowledge sources; exporting packages (`cognibot project export`); downloading uploaded knowledge files',
  },
  {
    name: 'project:import',
    allows:
      'Importing `.cbpkg` packages, which publishes their version in `dev` (`cognibot project import`)',
  },
  {
    name: 'project:publish',
    allows:
      'Publishing versions in `dev` and promoting them to `test` or `prod`, including rollbacks (`cognibot project promote`; `prod` only with the Admin role); adding, syncing and removing knowledge sources and uploading files (syncing in `prod` only with the Admin role)',
  },
  {
    name: 'tests:run',
    allows: 'Running conversation tests and reading their results (`cognibot test run`)',
  },
  {
    name: 'extensions:publish',
    allows: 'Publishing extensions (`cognibot extension publish`)',
  },
  {
    name: 'notifications:send',
    allows:
      'Sending, listing, reading and cancelling push notifications; looking up user IDs; removing push devices',
  },
  {
    name: 'analytics:read',
    allows:
      'Exporting the analytics of a project as CSV, with the columns that Export CSV in Studio writes, for every skill',
  },
  {
    name: 'notifications:write',
    allows:
      'The same as `notifications:send`, on tokens created before 5.2. New tokens cannot get it',
    deprecated: { replacedBy: 'notifications:send', removedIn: '5.4' },
  },
];
