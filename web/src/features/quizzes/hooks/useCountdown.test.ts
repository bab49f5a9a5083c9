import { renderHook } from "@testing-library/react";
import { useCountdown } from "./useCountdown";

// The countdown runs on performance.now() from when the server's time was first seen, so showing a
// cached attempt again later (after going elsewhere in the app) does not give the time back.
describe("useCountdown", () => {
  let now = 1_000;
  beforeEach(() => {
    now = 1_000;
    jest.spyOn(performance, "now").mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  const deadline = "2031-06-01T08:20:00.000Z";

  it("counts from the server's time: deadline minus serverTime", () => {
    const { result } = renderHook(() => useCountdown(deadline, "2031-06-01T08:00:00.000Z", () => undefined));
    expect(result.current.remaining).toBe(20 * 60_000);
  });

  it("keeps counting across an unmount: the same server time mounted again later has less left", () => {
    const serverTime = "2031-06-01T08:10:00.000Z";
    const first = renderHook(() => useCountdown(deadline, serverTime, () => undefined));
    expect(first.result.current.remaining).toBe(10 * 60_000);
    first.unmount();
    now += 3 * 60_000;
    const again = renderHook(() => useCountdown(deadline, serverTime, () => undefined));
    expect(again.result.current.remaining).toBe(7 * 60_000);
  });

  it("starts afresh from a newer server time", () => {
    now += 60_000;
    const { result } = renderHook(() => useCountdown(deadline, "2031-06-01T08:15:00.000Z", () => undefined));
    expect(result.current.remaining).toBe(5 * 60_000);
  });
});
