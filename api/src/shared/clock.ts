// The one clock services read, so time rules (a reset link's hour) are tested by moving it.
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * The real time, moved forward by hand in tests; once frozen, it stands still but for those moves
 * (a test comparing the server's schedule with its own, to the millisecond).
 */
export type ManualClock = Clock & { advance: (ms: number) => void; freeze: () => void };

export function manualClock(): ManualClock {
  let offset = 0;
  let frozenAt: number | null = null;
  return {
    now: () => new Date(frozenAt ?? Date.now() + offset),
    advance: (ms) => {
      if (frozenAt === null) offset += ms;
      else frozenAt += ms;
    },
    freeze: () => {
      frozenAt ??= Date.now() + offset;
    },
  };
}
