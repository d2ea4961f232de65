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

  it('name what both lines support, or nothing when no version works with both', () => {
    const both = Object.fromEntries(
      supportChanges('5.1', '5.0').map((change) => [change.component.id, change.both]),
    );
    expect(both).toMatchObject({
      kubernetes: '1.27 to 1.29',
      redis: '7.0',
      node: '20',
      compose: '2.20 or newer',
      safari: '16.4 or newer',
    });
    expect(both.rasa).toBeUndefined();
    const next = supportChanges('5.2', '5.1');
    expect(next.find((change) => change.component.id === 'kubernetes')?.both).toBe('1.28 to 1.30');
    expect(next.find((change) => change.component.id === 'postgresql')?.both).toBe('16');
  });

  it('mark a change that only adds versions as needing nothing before the upgrade', () => {
    const keeps = (line: string, previous: string, id: string): boolean | undefined =>
      supportChanges(line, previous).find((change) => change.component.id === id)?.keepsEarlier;
    expect(keeps('5.1', '5.0', 'postgresql')).toBe(true);
    expect(keeps('5.2', '5.1', 'redis')).toBe(true);
    expect(keeps('5.2', '5.1', 'postgresql')).toBe(false);
  });

  it('name an unknown release line', () => {
    expect(() => supportChanges('4.9', '5.0')).toThrow(/no 4\.9 entry/);
  });
});
