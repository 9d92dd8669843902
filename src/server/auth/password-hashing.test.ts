import { verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { limitConcurrency, passwordHashing } from './password-hashing.js';

/** A task that runs until the test finishes it, recording when it starts. */
function controlledTask(name: string, started: string[]) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    run: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} failed`)),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('limitConcurrency', () => {
  it('runs one task at a time in arrival order, and a failure frees the slot', async () => {
    const limited = limitConcurrency(1);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => controlledTask(name, started)) as [
      ReturnType<typeof controlledTask>,
      ReturnType<typeof controlledTask>,
      ReturnType<typeof controlledTask>,
    ];
    const results = [limited(a.run), limited(b.run).catch((error: Error) => error.message), limited(c.run)];
    await settle();
    expect(started).toEqual(['a']);
    a.finish();
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.fail();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b failed', 'c']);
    // The slot is free again: a new task starts at once.
    const d = controlledTask('d', started);
    const last = limited(d.run);
    await settle();
    expect(started.at(-1)).toBe('d');
    d.finish();
    expect(await last).toBe('d');
  });

  it('runs up to its limit side by side', async () => {
    const limited = limitConcurrency(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => controlledTask(name, started));
    const results = tasks.map((task) => limited(task.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish();
    tasks[2]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });
});

describe('passwordHashing', () => {
  it("writes and checks better-auth's own scrypt format, so existing passwords keep working", async () => {
    const hashing = passwordHashing(1);
    const [first, second] = await Promise.all([hashing.hash('correct horse'), hashing.hash('correct horse')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword({ hash: first, password: 'correct horse' })).toBe(true);
    expect(await hashing.verify({ hash: second, password: 'correct horse' })).toBe(true);
    expect(await hashing.verify({ hash: second, password: 'wrong horse' })).toBe(false);
  });
});
