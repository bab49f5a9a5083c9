import { Link as ChakraLink, type LinkProps } from "@chakra-ui/react";
import { NavLink } from "react-router";

type NavItemLinkProps = Omit<LinkProps, "asChild" | "href"> & { to: string; end?: boolean };

// A router NavLink styled by Chakra; the current page gets aria-current="page".
export const NavItemLink = ({ to, end, children, ...rest }: NavItemLinkProps) => (
  <ChakraLink
    asChild
    fontWeight="medium"
    color="fg"
    _hover={{ color: "teal.fg", textDecoration: "none" }}
    _currentPage={{ color: "teal.fg" }}
    {...rest}
  >
    <NavLink to={to} end={end}>
      {children}
    </NavLink>
  </ChakraLink>
);
