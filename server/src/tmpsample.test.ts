import fc from 'fast-check';
import { it } from 'vitest';
import { allCalls } from '../../src/shared/api/calls/all';
import { probes } from './testing/probes';
it('sample', () => {
  for (const name of ['app.users.update', 'app.users.register']) {
    const call = allCalls.get(name)!;
    const arb = probes({ call, uri: name === 'app.users.update' ? 'api/users/{user}' : 'api/users/register', parameters: name === 'app.users.update' ? ['user'] : [], signedIn: true }, { emails: ['a@b.test'], ids: [1, 2], userId: 5 }, () => 'TOKEN');
    const samples = fc.sample(arb, 400);
    const nul = samples.filter((p) => p.payload?.includes('\\u0000'));
    const good = nul.filter((p) => p.headers.authorization === 'Bearer TOKEN' && !p.broken.includes('path') && p.headers['content-type'] === 'application/json');
    console.log('S', name, samples.length, 'withNUL', nul.length, 'deliverable', good.length);
    console.log('S', good.slice(0, 5).map((p) => p.payload).join(' | '));
    console.log('S broken', JSON.stringify(samples.slice(0,10).map((p) => p.broken)));
  }
});
