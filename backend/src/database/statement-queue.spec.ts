import { DatabaseBusyError } from './errors';
import { asOneUnit } from './statement-gate';
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

  it("runs one statement at a time, a unit's next one before the first statements of units that arrived meanwhile, with no timeout", async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const queue = new StatementQueue(8);
      const order: string[] = [];
      const step = (name: string) => async () => {
        order.push(name);
        return name;
      };
      const unitFirst = controlled('unit first');
      let firstStarted = false;
      const unit = asOneUnit(async () => {
        await queue.run(() => {
          firstStarted = true;
          return unitFirst.work();
        });
        order.push('unit first');
        return queue.run(step('unit second'));
      });
      while (!firstStarted) await new Promise((resolve) => setImmediate(resolve));
      const newcomers = [asOneUnit(() => queue.run(step('new a'))), queue.run(step('no unit'))];
      await new Promise((resolve) => setImmediate(resolve));
      // Waiting longer than the pool's timeout fails nothing here: the queue's bound is its length.
      jest.advanceTimersByTime(60_000);
      expect(order).toEqual([]);
      unitFirst.finish();
      await Promise.all([unit, ...newcomers]);
      expect(order).toEqual(['unit first', 'unit second', 'new a', 'no unit']);
      expect(queue.pending).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
