import { Button, type ButtonProps } from "@chakra-ui/react";

type DeleteButtonProps = Omit<ButtonProps, "children"> & {
  // What goes, for screen readers: "Delete Databases" (the button itself just says Delete).
  label?: string;
};

// The red Delete of a card, a row or a table line; it opens the ConfirmDialog.
export const DeleteButton = ({ label, ...props }: DeleteButtonProps) => (
  <Button size="sm" colorPalette="red" variant="outline" aria-label={label} {...props}>
    Delete
  </Button>
);
