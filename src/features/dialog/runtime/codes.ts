import { errorCodes } from '../../../data/errors';

/** The error codes the dialog pages give for runtime failures, as src/data/errors.ts defines them. */
export type RuntimeCode =
  'CB-1001' | 'CB-1012' | 'CB-1015' | 'CB-1020' | 'CB-1031' | 'CB-3001' | 'CB-3010';

const runtimeCodes: readonly RuntimeCode[] = [
  'CB-1001',
  'CB-1012',
  'CB-1015',
  'CB-1020',
  'CB-1031',
  'CB-3001',
  'CB-3010',
];

/** The meaning the troubleshooting page gives each code; a code missing from the data is a bug. */
export const codeMeaning: Readonly<Record<RuntimeCode, string>> = Object.fromEntries(
  runtimeCodes.map((code) => {
    const entry = errorCodes.find((candidate) => candidate.code === code);
    if (entry === undefined) throw new Error(`${code} is not in src/data/errors.ts`);
    return [code, entry.meaning];
  }),
) as Record<RuntimeCode, string>;
