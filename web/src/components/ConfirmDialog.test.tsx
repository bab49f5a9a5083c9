import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { system } from "../app/theme";
import { ConfirmDialog } from "./ConfirmDialog";

type HarnessProps = { action: () => Promise<unknown> };

// A page with one destructive button, as the screens use the dialog.
const Harness = ({ action }: HarnessProps) => {
  const [target, setTarget] = useState<{ title: string } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setTarget({ title: "Databases" })}>
        Delete Databases
      </button>
      <ConfirmDialog
        target={target}
        title="Delete Course?"
        question={(course) => `Are you sure you want to delete ${course.title}? This action cannot be undone.`}
        failure="Failed to delete course"
        onConfirm={action}
        onClose={() => setTarget(null)}
      />
    </>
  );
};

const setup = (action: () => Promise<unknown>) => {
  // jsdom lays nothing out; the dialog's focus trap only focuses elements that have a box.
  jest.spyOn(Element.prototype, "getClientRects").mockImplementation(() => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList);
  const events = userEvent.setup();
  render(
    <ChakraProvider value={system}>
      <Harness action={action} />
    </ChakraProvider>,
  );
  return events;
};

const openDialog = async (events: ReturnType<typeof userEvent.setup>) => {
  const trigger = screen.getByRole("button", { name: "Delete Databases" });
  await events.click(trigger);
  const dialog = await screen.findByRole("alertdialog", { name: "Delete Course?" });
  return { trigger, dialog };
};

const closed = () => waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());

afterEach(() => jest.restoreAllMocks());

describe("ConfirmDialog", () => {
  it("asks with the safe button focused, and Confirm runs the action once, busy meanwhile, then closes", async () => {
    let finish: () => void = () => undefined;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const events = setup(action);
    const { trigger, dialog } = await openDialog(events);
    expect(dialog).toHaveAccessibleDescription("Are you sure you want to delete Databases? This action cannot be undone.");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());

    await events.click(within(dialog).getByRole("button", { name: "Delete" }));
    const busy = await within(dialog).findByRole("button", { name: /Deleting\.\.\./ });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    // Escape does not close it while the action runs.
    await events.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();

    finish();
    await closed();
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("runs nothing on Cancel or Escape", async () => {
    const action = jest.fn(() => Promise.resolve());
    const events = setup(action);

    let { dialog } = await openDialog(events);
    await events.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await closed();

    ({ dialog } = await openDialog(events));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await events.keyboard("{Escape}");
    await closed();

    ({ dialog } = await openDialog(events));
    await events.click(within(dialog).getByRole("button", { name: "Close" }));
    await closed();

    expect(action).not.toHaveBeenCalled();
  });

  it("stays open with the failure when the action fails, and a retry can succeed", async () => {
    const action = jest.fn().mockRejectedValueOnce(new Error("Network down")).mockResolvedValueOnce(undefined);
    const events = setup(action);
    const { dialog } = await openDialog(events);

    await events.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to delete course");
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();

    await events.click(within(dialog).getByRole("button", { name: "Delete" }));
    await closed();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("forgets a failure once closed", async () => {
    const events = setup(() => Promise.reject(new Error("Network down")));
    let { dialog } = await openDialog(events);
    await events.click(within(dialog).getByRole("button", { name: "Delete" }));
    await within(dialog).findByRole("alert");
    await events.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await closed();

    ({ dialog } = await openDialog(events));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });
});
