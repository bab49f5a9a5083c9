import { Button, CloseButton, Drawer, IconButton, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useAuthContext } from "../../auth/AuthContext";
import { MenuIcon } from "./MenuIcon";
import { NavItemLink } from "./NavItemLink";
import { fullDisplayName, topBarLinksFor } from "./nav-links";

// The hamburger menu shown below the md breakpoint.
export const MobileMenu = () => {
  const { user, logout } = useAuthContext();
  const [open, setOpen] = useState(false);
  const links = topBarLinksFor(user);
  const close = () => setOpen(false);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" hideFrom="md">
          <MenuIcon boxSize="6" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label="Mobile menu">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="Mobile">
                <Stack as="ul" listStyleType="none" gap="4">
                  {user && (
                    <li>
                      <NavItemLink to="/profile" onClick={close}>
                        {fullDisplayName(user)}
                      </NavItemLink>
                      <Text fontSize="sm" color="fg.muted">
                        {user.email}
                      </Text>
                    </li>
                  )}
                  {links.dashboard && (
                    <li>
                      <NavItemLink to={links.dashboard.to} onClick={close}>
                        {links.dashboard.label}
                      </NavItemLink>
                    </li>
                  )}
                  {links.info.map((link) => (
                    <li key={link.key}>
                      <NavItemLink to={link.to} onClick={close}>
                        {link.label}
                      </NavItemLink>
                    </li>
                  ))}
                  <li>
                    {user ? (
                      <Button
                        variant="outline"
                        onClick={() => {
                          close();
                          logout();
                        }}
                      >
                        Logout
                      </Button>
                    ) : (
                      <NavItemLink to="/login" onClick={close}>
                        Login
                      </NavItemLink>
                    )}
                  </li>
                </Stack>
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};
