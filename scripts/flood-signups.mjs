#!/usr/bin/env node
// Floods a Forewarn server with sign-ups, each from a fresh IPv6 /48 named in X-Forwarded-For,
// as a botnet or a script with many hosting providers' networks would (issue 37). For trying
// the site-wide sign-up ceiling by hand (docs/security.md, "A ceiling that bends"): while it
// runs, sign up and lodge in a browser, see your first case held, release it as a moderator.
//
//   TRUST_PROXY=127.0.0.1 npm start   # the server takes X-Forwarded-For from this machine
//   node scripts/flood-signups.mjs [url] [count] [--solve]
//
// url defaults to http://127.0.0.1:3000, count to 200. Without --solve a sign-up asked for a
// proof of work is counted and dropped; with it the script solves the challenge as a script
// on a server would (SHA-256 in a loop) and sends the sign-up again. Prints what it got and
// the challenge's difficulty before and after.
import { createHash, randomBytes } from 'node:crypto';

const args = process.argv.slice(2);
const solveAll = args.includes('--solve');
const [url = 'http://127.0.0.1:3000', countArg = '200'] = args.filter((a) => !a.startsWith('--'));
const count = Number(countArg);
const run = randomBytes(3).toString('hex');

const fresh48 = () => {
  const group = () => randomBytes(2).toString('hex');
  return `2001:db8:${group()}:${group()}::${group()}`;
};

async function challengeSize() {
  const res = await fetch(`${url}/api/auth/signup-challenge`);
  return (await res.json()).maxnumber;
}

async function solve(address) {
  const res = await fetch(`${url}/api/auth/signup-challenge`, {
    headers: { 'x-forwarded-for': address },
  });
  const { maxnumber, ...challenge } = await res.json();
  for (let number = 0; number <= maxnumber; number++) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) {
      return Buffer.from(JSON.stringify({ ...challenge, number })).toString('base64');
    }
  }
  throw new Error('challenge without a solution');
}

async function signup(i, address, altcha) {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      email: `flood-${run}-${i}@example.test`,
      password: 'a long enough password',
      username: `flood_${run}_${i}`,
      country: 'AU',
      ...(altcha ? { altcha } : {}),
    }),
  });
  const body = await res.json().catch(() => ({}));
  return { status: res.status, code: body?.error?.code };
}

const started = Date.now();
const before = await challengeSize();
const tally = {};
for (let i = 0; i < count; i++) {
  const address = fresh48();
  let answer = await signup(i, address);
  if (answer.code === 'challenge_required' && solveAll) {
    answer = await signup(i, address, await solve(address));
  }
  const key = answer.code ? `${answer.status} ${answer.code}` : String(answer.status);
  tally[key] = (tally[key] ?? 0) + 1;
}
const after = await challengeSize();
console.log(
  JSON.stringify({
    signups: count,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    answers: tally,
    challengeMaxNumber: { before, after },
  }),
);
