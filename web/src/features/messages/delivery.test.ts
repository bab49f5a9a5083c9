import { deliveryBadge, MAX_POLLED_MESSAGES, messageDeliveryBadge, messagesToPoll } from "./delivery";

const message = (id: string, ...statuses: Array<"QUEUED" | "SENT" | "FAILED">) => ({
  id,
  replies: statuses.map((deliveryStatus) => ({ deliveryStatus })),
});

describe("reply delivery", () => {
  it("names each status", () => {
    expect(deliveryBadge("QUEUED")).toEqual({ label: "Queued", palette: "orange" });
    expect(deliveryBadge("SENT")).toEqual({ label: "Sent", palette: "green" });
    expect(deliveryBadge("FAILED")).toEqual({ label: "Failed", palette: "red" });
  });

  it("sums a message up by its worst reply, and says nothing once every reply went out", () => {
    expect(messageDeliveryBadge(message("a", "SENT", "FAILED", "QUEUED"))?.label).toBe("Delivery failed");
    expect(messageDeliveryBadge(message("a", "SENT", "QUEUED"))?.label).toBe("Delivery queued");
    expect(messageDeliveryBadge(message("a", "SENT", "SENT"))).toBeNull();
    expect(messageDeliveryBadge(message("a"))).toBeNull();
  });

  it("polls only messages with a queued reply, the open one first, up to the cap", () => {
    const list = [message("a", "SENT"), message("b", "QUEUED"), message("c", "FAILED"), message("d", "SENT", "QUEUED")];
    expect(messagesToPoll(list, undefined)).toEqual(["b", "d"]);
    expect(messagesToPoll(list, "d")).toEqual(["d", "b"]);
    expect(messagesToPoll(list, "a")).toEqual(["b", "d"]);
    expect(messagesToPoll([message("a", "SENT")], undefined)).toEqual([]);

    const many = Array.from({ length: MAX_POLLED_MESSAGES + 5 }, (_, index) => message(`m${index}`, "QUEUED"));
    expect(messagesToPoll(many, "m14")).toHaveLength(MAX_POLLED_MESSAGES);
    expect(messagesToPoll(many, "m14")[0]).toBe("m14");
  });
});
