import { openLiveConnection, resetLiveConnection } from "./live-connection";

describe("the app's live connection", () => {
  afterEach(() => resetLiveConnection());

  it("is opened once and shared by every subscription", async () => {
    const first = await openLiveConnection();
    expect(await openLiveConnection()).toBe(first);
  });

  it("is closed on sign-in and sign-out, and the next subscription opens a new one", async () => {
    const first = await openLiveConnection();
    const dispose = jest.spyOn(first, "dispose");
    resetLiveConnection();
    await Promise.resolve();
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(await openLiveConnection()).not.toBe(first);
  });
});
