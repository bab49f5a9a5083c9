import { act, renderHook } from "@testing-library/react";
import { useDebouncedValue } from "./useDebouncedValue";

describe("useDebouncedValue", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("starts with the initial value", () => {
    const { result } = renderHook(() => useDebouncedValue("react", 500));
    expect(result.current).toBe("react");
  });

  it("updates only once the value has been still for the delay", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: "" },
    });

    rerender({ value: "r" });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: "re" });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: "rea" });
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toBe("");

    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe("rea");
  });

  it("skips intermediate values", () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, 500);
        if (seen.at(-1) !== debounced) seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: "" } },
    );
    for (const value of ["t", "ty", "typ", "type"]) {
      rerender({ value });
      act(() => jest.advanceTimersByTime(100));
    }
    act(() => jest.advanceTimersByTime(500));
    expect(seen).toEqual(["", "type"]);
  });
});
