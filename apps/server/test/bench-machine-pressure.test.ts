import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describePressure, someTotalOf, watchMachinePressure } from '../bench/machine-pressure.js';

// A paced run's line says how long the machine's tasks waited on I/O and memory meanwhile
// (the kernel's pressure stall information), so a stall can be told from the disk's or reclaim's.

const psi = (some: number, full: number) =>
  `some avg10=0.00 avg60=0.01 avg300=0.00 total=${some}\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=${full}\n`;

describe("the machine's pressure during a paced run", () => {
  it("reads the 'some' line's total, not the 'full' one", () => {
    expect(someTotalOf(psi(22036242, 13728986))).toBe(22036242);
    expect(someTotalOf('full avg10=0.00 total=5\n')).toBeUndefined();
    expect(someTotalOf('')).toBeUndefined();
  });

  it('says the waits in milliseconds, and nothing without PSI', () => {
    expect(describePressure({ ioMs: 1234.4, memoryMs: 0 })).toBe(
      "the machine's tasks waited 1234 ms on I/O, 0 ms on memory",
    );
    expect(describePressure(undefined)).toBe('');
  });

  it.runIf(existsSync('/proc/pressure/io'))('reads this machine', async () => {
    const window = await watchMachinePressure();
    const pressure = await window.end();
    expect(pressure?.ioMs).toBeGreaterThanOrEqual(0);
    expect(pressure?.memoryMs).toBeGreaterThanOrEqual(0);
  });
});
