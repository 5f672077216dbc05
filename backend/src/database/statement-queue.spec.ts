import { DatabaseBusyError } from './errors';
import { StatementQueue } from './statement-queue';

/** A statement that runs until `finish` is called, like one waiting its turn in PGlite. */
function controlled<T>(value: T) {
  let finish!: () => void;
  const done = new Promise<T>((resolve) => (finish = () => resolve(value)));
  return { work: () => done, finish: () => finish() };
}

describe('StatementQueue', () => {
  it('admits up to its limit and refuses the next at once with DatabaseBusyError', async () => {
    const queue = new StatementQueue(2);
    const first = controlled('a');
    const second = controlled('b');
    const running = [queue.run(first.work), queue.run(second.work)];
    expect(queue.pending).toBe(2);
    await expect(queue.run(() => Promise.resolve('c'))).rejects.toBeInstanceOf(DatabaseBusyError);
    first.finish();
    second.finish();
    await expect(Promise.all(running)).resolves.toEqual(['a', 'b']);
    expect(queue.pending).toBe(0);
    await expect(queue.run(() => Promise.resolve('d'))).resolves.toBe('d');
  });

  it('frees the place of a statement that fails, whether it rejects or throws', async () => {
    const queue = new StatementQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('syntax error')))).rejects.toThrow('syntax error');
    await expect(
      queue.run(() => {
        throw new Error('thrown');
      }),
    ).rejects.toThrow('thrown');
    expect(queue.pending).toBe(0);
    await expect(queue.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
