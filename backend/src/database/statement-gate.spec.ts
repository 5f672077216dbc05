import { asOneUnit, GATE_TIMEOUT_MESSAGE, StatementGate } from './statement-gate';
import { isDatabaseUnavailable } from './errors';

/** A statement that runs until `finish` is called. */
function controlled<T>(value: T) {
  let finish!: () => void;
  let started = false;
  const done = new Promise<T>((resolve) => (finish = () => resolve(value)));
  return {
    work: () => {
      started = true;
      return done;
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('StatementGate', () => {
  it('runs at most its size at once', async () => {
    const gate = new StatementGate(1, 5_000);
    const first = controlled('first');
    const second = controlled('second');
    const running = [gate.run(first.work), gate.run(second.work)];
    await settle();
    expect([first.started, second.started, gate.waiting]).toEqual([true, false, 1]);
    first.finish();
    await settle();
    expect([second.started, gate.waiting]).toEqual([true, 0]);
    second.finish();
    await expect(Promise.all(running)).resolves.toEqual(['first', 'second']);
  });

  it("lets a unit's next statement go before the statements that start other units or belong to none", async () => {
    const gate = new StatementGate(2, 5_000);
    const order: string[] = [];
    const step = (name: string) => async () => {
      order.push(name);
      return name;
    };
    const blocker = controlled('blocker');
    const blocking = gate.run(blocker.work);
    // A unit whose first statement gets the other place, then asks for its second.
    const unitFirst = controlled('unit first');
    const unit = asOneUnit(async () => {
      await gate.run(unitFirst.work);
      order.push('unit first');
      return gate.run(step('unit second'));
    });
    await settle();
    expect(unitFirst.started).toBe(true);
    // Two new units and a statement of no unit arrive while both places are taken.
    const newcomers = [asOneUnit(() => gate.run(step('new a'))), asOneUnit(() => gate.run(step('new b'))), gate.run(step('no unit'))];
    await settle();
    expect(gate.waiting).toBe(3);
    // The unit's first statement ends and hands its place to the oldest newcomer; the unit's second,
    // asked for after all three, is next in line all the same.
    unitFirst.finish();
    await settle();
    blocker.finish();
    await Promise.all([unit, blocking, ...newcomers]);
    expect(order).toEqual(['new a', 'unit first', 'unit second', 'new b', 'no unit']);
    expect(gate.waiting).toBe(0);
  });

  it('fails a statement that waits too long as the pool does (503), and frees places of statements that fail', async () => {
    jest.useFakeTimers();
    try {
      const gate = new StatementGate(1, 100);
      const blocker = controlled('blocker');
      const blocking = gate.run(blocker.work);
      const late = gate.run(() => Promise.resolve('never'));
      jest.advanceTimersByTime(100);
      await expect(late).rejects.toThrow(GATE_TIMEOUT_MESSAGE);
      expect(isDatabaseUnavailable(await late.catch((error: unknown) => error))).toBe(true);
      expect(gate.waiting).toBe(0);
      blocker.finish();
      await blocking;
    } finally {
      jest.useRealTimers();
    }
    const gate = new StatementGate(1, 5_000);
    await expect(gate.run(() => Promise.reject(new Error('syntax error')))).rejects.toThrow('syntax error');
    await expect(
      gate.run(() => {
        throw new Error('thrown');
      }),
    ).rejects.toThrow('thrown');
    await expect(gate.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
