import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

// The confirmation an action opened (components/ConfirmDialog), checked for its question.
export const findConfirm = async (title: string, question?: string) => {
  const dialog = await screen.findByRole("alertdialog", { name: title });
  if (question) expect(dialog).toHaveTextContent(question);
  return dialog;
};

// Presses one of its buttons: the confirm button ("Delete"), or "Cancel".
export const answerConfirm = async (events: UserEvent, title: string, button = "Delete") => {
  const dialog = await findConfirm(title);
  await events.click(within(dialog).getByRole("button", { name: button }));
  return dialog;
};

export const confirmClosed = () => waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
