import { describe, expect, it } from 'vitest';
import { supportChanges } from '../../../src/model/compatibility';

describe('support changes between release lines', () => {
  it('list the components whose supported versions differ, old and new', () => {
    const changes = supportChanges('5.1', '5.0').map(({ component, before, now }) => ({
      id: component.id,
      before,
      now,
    }));
    expect(changes).toContainEqual({
      id: 'kubernetes',
      before: '1.26 to 1.29',
      now: '1.27 to 1.30',
    });
    expect(changes).toContainEqual({ id: 'rasa', before: '3.5', now: '3.6 or newer' });
    expect(changes).toContainEqual({ id: 'node', before: '18 and 20', now: '20' });
    expect(changes).toContainEqual({ id: 'safari', before: '15 or newer', now: '16.4 or newer' });
    expect(changes).toContainEqual({
      id: 'compose',
      before: '2.17 or newer',
      now: '2.20 or newer',
    });
    expect(changes.map((change) => change.id)).not.toContain('docker-engine');
  });

  it('name an unknown release line', () => {
    expect(() => supportChanges('4.9', '5.0')).toThrow(/no 4\.9 entry/);
  });
});
