import { Button, type ButtonProps } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

// A link that looks like a screen's main action (Add Paper, Create Quiz, Back to Courses...).
export const LinkButton = ({ to, children, ...button }: Omit<ButtonProps, "asChild"> & { to: string }) => (
  <Button asChild colorPalette="teal" {...button}>
    <RouterLink to={to}>{children}</RouterLink>
  </Button>
);
