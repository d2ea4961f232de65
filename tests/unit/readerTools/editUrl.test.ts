import { describe, expect, it } from 'vitest';
import { editUrlForSource, repositoryUrl } from '../../../src/config/repository';

describe('edit links of docs pages', () => {
  it('open the source file on the default branch, spaces and all', () => {
    expect(editUrlForSource('@site/docs/Main Menu/users.md')).toBe(
      `${repositoryUrl}/edit/main/docs/Main Menu/users.md`,
    );
    expect(editUrlForSource('@site/docs/reference/api/create-notification.api.mdx')).toBe(
      `${repositoryUrl}/edit/main/docs/reference/api/create-notification.api.mdx`,
    );
  });

  it('are left out for a source outside the site', () => {
    expect(editUrlForSource('/tmp/generated.md')).toBeUndefined();
    expect(editUrlForSource('')).toBeUndefined();
  });
});
