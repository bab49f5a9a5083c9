import { useEffect, useMemo, useRef, useState } from "react";

// Thresholds announced to screen readers (once each, when the time left crosses them).
const ANNOUNCE_AT_MS = [5 * 60_000, 60_000] as const;
const announcementOf = (threshold: number): string =>
  threshold >= 120_000 ? `${threshold / 60_000} minutes left` : "1 minute left";

const TICK_MS = 250;

// When this page first saw each server time (performance.now()): it lives as long as the page.
const firstSeen = new Map<string, number>();

/**
 * Time left until a server deadline: `deadline − serverTime` (both from the server's answer),
 * counted down on `performance.now()` from when this saw them: the device's time of day
 * may be wrong, its monotonic clock is not. `onExpire` runs once at zero; `announcement` changes
 * only when a threshold of ANNOUNCE_AT_MS is crossed (for an aria-live region).
 */
export const useCountdown = (deadline: string, serverTime: string, onExpire: () => void) => {
  // Each new reading of the server's time (a reload, a save's answer) restarts the count from it,
  // from when it was first seen: a screen shown again later (the learner went elsewhere in the app
  // and came back to the cached attempt) counts the time spent away too.
  const origin = useMemo(() => {
    // eslint-disable-next-line react-hooks/purity -- the monotonic clock's reading when this server time is first seen, kept in firstSeen
    const start = firstSeen.get(serverTime) ?? performance.now();
    firstSeen.set(serverTime, start);
    return { total: Math.max(0, Date.parse(deadline) - Date.parse(serverTime)), start };
  }, [deadline, serverTime]);
  const originRef = useRef(origin);
  // eslint-disable-next-line react-hooks/refs -- the latest-value ref: the listener set up once reads the newest value
  originRef.current = origin;
  const remainingNow = () => Math.max(0, originRef.current.total - (performance.now() - originRef.current.start));
  // eslint-disable-next-line react-hooks/refs -- the first reading of the count, from the origin just set
  const [remaining, setRemaining] = useState(remainingNow);
  const [announcement, setAnnouncement] = useState("");
  const onExpireRef = useRef(onExpire);
  // eslint-disable-next-line react-hooks/refs -- the latest-value ref: the listener set up once reads the newest value
  onExpireRef.current = onExpire;
  const last = useRef(remaining);
  const expired = useRef(false);

  useEffect(() => {
    // eslint-disable-next-line prefer-const -- tick (declared below) reads it before the interval is set
    let timer: number | undefined;
    const tick = () => {
      const next = remainingNow();
      const crossed = ANNOUNCE_AT_MS.filter((threshold) => last.current > threshold && next <= threshold);
      if (crossed.length > 0 && next > 0) setAnnouncement(announcementOf(crossed[crossed.length - 1]));
      last.current = next;
      setRemaining(next);
      if (next <= 0 && !expired.current) {
        expired.current = true;
        window.clearInterval(timer);
        onExpireRef.current();
      }
    };
    tick();
    if (expired.current) return undefined;
    timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
    // The interval reads the latest origin through its ref.
  }, []);

  return { remaining, announcement, expired: remaining <= 0 };
};
