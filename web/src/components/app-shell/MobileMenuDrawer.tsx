import { Button, CloseButton, Drawer, Portal, Stack, Text } from "@chakra-ui/react";
import { useAuthContext } from "../../auth/AuthContext";
import { DueTodayNavItem } from "./DueTodayNavItem";
import { GradingNavItem } from "./GradingNavItem";
import { QuestionBankNavItem } from "../../features/question-bank/components/QuestionBankNavItem";
import { NavItemLink } from "./NavItemLink";
import { fullDisplayName, topBarLinksFor } from "./nav-links";

type MobileMenuDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // The menu button (outside this lazily loaded module), which gets the focus back on close.
  trigger: () => HTMLElement | null;
  contentId: string;
};

// The mobile menu's drawer: loaded the first time the menu opens (see MobileMenu).
export const MobileMenuDrawer = ({ open, onOpenChange, trigger, contentId }: MobileMenuDrawerProps) => {
  const { user, logout } = useAuthContext();
  const links = topBarLinksFor(user);
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      ids={{ content: contentId }}
      finalFocusEl={trigger}
    >
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
                  {user && <DueTodayNavItem onClick={close} />}
                  <GradingNavItem onClick={close} />
                  <QuestionBankNavItem onClick={close} />
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
