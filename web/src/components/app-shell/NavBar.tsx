import { Box, Button, Flex, HStack, Link as ChakraLink } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { useAuthContext } from "../../auth/AuthContext";
import { APP_NAME } from "../usePageTitle";
import { DueTodayNavItem } from "./DueTodayNavItem";
import { GradingNavItem } from "./GradingNavItem";
import { QuestionBankNavItem } from "../../features/question-bank/components/QuestionBankNavItem";
import { MobileMenu } from "./MobileMenu";
import { NavItemLink } from "./NavItemLink";
import { shortDisplayName, topBarLinksFor } from "./nav-links";

export const NavBar = () => {
  const { user, logout } = useAuthContext();
  const links = topBarLinksFor(user);

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Flex as="nav" aria-label="Main" maxW="6xl" mx="auto" px="4" h="16" align="center" justify="space-between" gap="4">
        <ChakraLink asChild fontWeight="bold" fontSize="xl" color="teal.fg" _hover={{ textDecoration: "none" }}>
          <RouterLink to="/">{APP_NAME}</RouterLink>
        </ChakraLink>
        <HStack as="ul" listStyleType="none" gap="6" hideBelow="md">
          {user && (
            <li>
              <NavItemLink to="/profile">{shortDisplayName(user)}</NavItemLink>
            </li>
          )}
          {links.dashboard && (
            <li>
              <NavItemLink to={links.dashboard.to}>{links.dashboard.label}</NavItemLink>
            </li>
          )}
          {user && <DueTodayNavItem />}
          <GradingNavItem />
          <QuestionBankNavItem />
          {links.info.map((link) => (
            <li key={link.key}>
              <NavItemLink to={link.to}>{link.label}</NavItemLink>
            </li>
          ))}
          <li>
            {user ? (
              <Button size="sm" variant="outline" onClick={logout}>
                Logout
              </Button>
            ) : (
              <Button asChild size="sm" colorPalette="teal">
                <RouterLink to="/login">Login</RouterLink>
              </Button>
            )}
          </li>
        </HStack>
        <MobileMenu />
      </Flex>
    </Box>
  );
};
