import { describe, expect, it } from 'vitest';
import { withVerifiedTokenCache, type Principal } from '../src/auth/token-verifier.js';

const principal = (expiresAt: number | undefined): Principal => ({
  userId: 'u1',
  username: 'conseiller',
  role: 'advisor',
  tenantCode: 'demo',
  ...(expiresAt === undefined ? {} : { expiresAt }),
});

describe('verified-token cache', () => {
  it('checks a token once until its own expiry, then again', async () => {
    let checks = 0;
    const verify = withVerifiedTokenCache(async () => {
      checks += 1;
      return principal(Date.now() + 60);
    });
    await verify('a');
    await verify('a');
    expect(checks).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await verify('a');
    expect(checks).toBe(2);
  });

  it('never remembers a token without expiry nor a refused one', async () => {
    let checks = 0;
    const verify = withVerifiedTokenCache(async (token) => {
      checks += 1;
      if (token === 'bad') throw new Error('invalid');
      return principal(undefined);
    });
    await verify('a');
    await verify('a');
    await expect(verify('bad')).rejects.toThrow('invalid');
    await expect(verify('bad')).rejects.toThrow('invalid');
    expect(checks).toBe(4);
  });

  it('keeps at most its bound of tokens, forgetting the least recently used', async () => {
    const checked: string[] = [];
    const verify = withVerifiedTokenCache(async (token) => {
      checked.push(token);
      return principal(Date.now() + 60_000);
    }, 2);
    for (const token of ['a', 'b', 'a', 'c', 'a', 'b']) await verify(token);
    expect(checked).toEqual(['a', 'b', 'c', 'b']);
  });
});
