import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { system } from "../app/theme";
import { ModalDialog } from "./ModalDialog";

// A page that opens the dialog; `busy` stands for a request running in it.
const Harness = ({ busy, onClosed }: { busy: boolean; onClosed: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog
        open={open}
        onClose={() => {
          onClosed();
          setOpen(false);
        }}
        title="Edit Course"
        busy={busy}
        footer={<button type="button">Save</button>}
      >
        <p>The form</p>
      </ModalDialog>
    </>
  );
};

const setup = async (busy: boolean) => {
  const onClosed = jest.fn();
  // jsdom lays nothing out; the dialog's focus trap only focuses elements that have a box.
  jest.spyOn(Element.prototype, "getClientRects").mockImplementation(() => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList);
  const events = userEvent.setup();
  render(
    <ChakraProvider value={system}>
      <Harness busy={busy} onClosed={onClosed} />
    </ChakraProvider>,
  );
  const trigger = screen.getByRole("button", { name: "Open" });
  await events.click(trigger);
  const dialog = await screen.findByRole("dialog", { name: "Edit Course" });
  return { events, trigger, dialog, onClosed };
};

afterEach(() => jest.restoreAllMocks());

describe("ModalDialog", () => {
  it("is a dialog named by its title, with its body and footer, that Escape closes and hands focus back", async () => {
    const { events, trigger, dialog, onClosed } = await setup(false);
    expect(within(dialog).getByText("The form")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeInTheDocument();
    await events.keyboard("{Escape}");
    expect(onClosed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("stays open while busy: Escape does nothing and the close button is disabled", async () => {
    const { events, dialog, onClosed } = await setup(true);
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeDisabled();
    await events.keyboard("{Escape}");
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Edit Course" })).toBeInTheDocument();
  });
});
