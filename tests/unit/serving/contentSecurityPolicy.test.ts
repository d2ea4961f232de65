import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../src/features/serving/contentSecurityPolicy';
import { parseCsp, selfOnlyDirectives } from '../../support/contentSecurityPolicy';

const hashes = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-ke+3QmVbGwD1MKDFQP0ooz+L7SAHuQYVFXbUB7nAOu8='",
];

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the hashed inline scripts only', () => {
    const policy = parseCsp(contentSecurityPolicy(hashes));
    expect(policy.get('script-src')).toEqual(["'self'", ...hashes]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('has the locked-down directives, and unsafe-inline for styles alone', () => {
    const text = contentSecurityPolicy(hashes);
    const policy = parseCsp(text);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    for (const name of selfOnlyDirectives) {
      expect(policy.get(name), name).toEqual(["'self'"]);
    }
    expect(text).not.toContain('unsafe-eval');
    expect([...policy].filter(([, sources]) => sources.includes("'unsafe-inline'"))).toEqual([
      ['style-src', ["'self'", "'unsafe-inline'"]],
    ]);
    // Nothing from another origin: the site makes no such request.
    expect(text).not.toMatch(/https?:|\*/);
  });

  it('refuses what is not a sha256 source, which would widen or break the policy', () => {
    expect(() => contentSecurityPolicy(["'unsafe-inline'"])).toThrow(/not a CSP sha256 source/);
    expect(() => contentSecurityPolicy(['sha256-abc='])).toThrow(/not a CSP sha256 source/);
  });
});
