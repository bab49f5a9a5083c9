// The one clock services read, so time rules (a reset link's hour) are tested by moving it.
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The real time, moved forward by hand in tests. */
export type ManualClock = Clock & { advance: (ms: number) => void };

export function manualClock(): ManualClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}
